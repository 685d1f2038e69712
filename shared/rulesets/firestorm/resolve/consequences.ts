import { territoryAt } from '../state/selectors';
import {
  DIRECTIONS,
  directionIndex,
  dirFrom,
  distance,
  keyOf,
  neighbor,
  parseHexKey,
  type HexKey,
} from '../../../hex';
import type { Banner, Battle, Consequence, FsResult, FsState, Side } from '../model/types';
import { bannerById, bannersAt, factionById, hexOrder, scatterRank } from '../state/selectors';
import { isVictory, mirror } from './awards';
import { conquer } from './execute';
import type { FsSink } from './sink';

const VALUE: Record<FsResult, number> = {
  majorVictory: 2,
  minorVictory: 1,
  draw: 0,
  minorDefeat: -1,
  majorDefeat: -2,
};

/** FS-AGG-2: no victory → the least severe result; otherwise the sum read as a result. */
export function aggregate(results: readonly FsResult[]): FsResult {
  if (results.length === 1) return results[0]!;
  if (!results.some(isVictory)) return results.reduce((best, r) => (VALUE[r] > VALUE[best] ? r : best));
  const sum = results.reduce((s, r) => s + VALUE[r], 0);
  if (sum >= 2) return 'majorVictory';
  if (sum === 1) return 'minorVictory';
  if (sum === 0) return 'draw';
  return sum === -1 ? 'minorDefeat' : 'majorDefeat';
}

/** FS-DEFEAT-3 steps 1–2: aggregate both sides, roll major-defeat dice (defender, then attacker). */
export function decideOutcome(sink: FsSink, battle: Battle): void {
  const inputs: Record<Side, FsResult[]> = {
    attacker: battle.games.map((g) => g.result),
    defender: battle.games.map((g) => mirror(g.result)),
  };
  const overall = { attacker: aggregate(inputs.attacker), defender: aggregate(inputs.defender) };
  const annihilated = {
    attacker: battle.games.every((g) => g.attackerTabled),
    defender: battle.games.every((g) => g.defenderTabled),
  };
  for (const side of ['defender', 'attacker'] as const) {
    const banner = side === 'attacker' ? battle.attacker.bannerId : (battle.defender.bannerId ?? 'garrison');
    sink.emit(
      'BannerResultAggregated',
      {
        battle: battle.hex,
        banner,
        inputs: inputs[side],
        overall: overall[side],
        annihilated: annihilated[side],
      },
      ['FS-AGG-1', 'FS-AGG-2', 'FS-AGG-4', 'FS-AGG-5', 'AMD-11'],
    );
  }
  const attackerWon = isVictory(overall.attacker);
  const consequence = (side: Side): Consequence => {
    const bannerId = side === 'attacker' ? battle.attacker.bannerId : battle.defender.bannerId;
    if (!bannerId) return 'stays';
    if (annihilated[side]) return 'scatter';
    const r = overall[side];
    if (isVictory(r)) return 'stays';
    if (r === 'draw')
      return side === 'attacker' || attackerWon || sink.state.settings['fs.drawRetreatsDefender']
        ? 'retreat'
        : 'stays';
    if (r === 'minorDefeat') return 'retreat';
    const d6 = sink.roll(
      'D6',
      'fs.majorDefeat',
      ['FS-DEFEAT-1'],
      side === 'attacker' ? battle.attacker.factionId : battle.defender.factionId,
    );
    return d6 >= 4 ? 'retreat' : 'scatter';
  };
  const defender = consequence('defender');
  const attacker = consequence('attacker');
  sink.emit(
    'BattleStageChanged',
    { battle: battle.hex, stage: 'defender', outcome: { attacker, defender, attackerWon } },
    ['FS-DEFEAT-1', 'FS-DEFEAT-3', 'FS-DEFEAT-4'],
  );
}

/** FS-DEFEAT-2 destinations in BOT-11 order (attacker: entryHex, then clockwise from the entry direction). */
export function retreatOptions(state: FsState, banner: Banner, battle: Battle, side: Side): HexKey[] {
  const here = parseHexKey(battle.hex);
  const start = side === 'attacker' ? directionIndex(dirFrom(here, parseHexKey(battle.entryHex))!) : 0;
  const order: HexKey[] = side === 'attacker' ? [battle.entryHex as HexKey] : [];
  for (let i = 0; i < 6; i++) order.push(keyOf(neighbor(here, DIRECTIONS[(start + i) % 6]!)));
  return [...new Set(order)].filter(
    (h) =>
      h !== battle.hex &&
      territoryAt(state, h)?.owner === banner.factionId &&
      bannersAt(state, h).length === 0,
  );
}

/** FS-SCATTER-1, FS-ALLY-3: the closest free destinations, BOT-12 order among equals. */
export function scatterOptions(state: FsState, banner: Banner, fromHex: string): HexKey[] {
  const faction = factionById(state, banner.factionId)!;
  const from = parseHexKey(fromHex);
  const all = (Object.keys(state.territories) as HexKey[])
    .filter((h) => scatterRank(state, faction, h) !== undefined && bannersAt(state, h).length === 0)
    .map((h) => ({ h, d: distance(from, parseHexKey(h)), rank: scatterRank(state, faction, h)! }));
  if (all.length === 0) return [];
  const closest = Math.min(...all.map((x) => x.d));
  return all
    .filter((x) => x.d === closest)
    .sort((a, b) => a.rank - b.rank || hexOrder(a.h, b.h))
    .map((x) => x.h);
}

/** FS-DEFEAT-3 steps 3–4 for one side; false while a choice is awaited. */
export function applySideConsequence(sink: FsSink, battle: Battle, side: Side): void {
  const bannerId = side === 'attacker' ? battle.attacker.bannerId : battle.defender.bannerId;
  const banner = bannerId ? bannerById(sink.state, bannerId) : undefined;
  const what = battle.outcome![side];
  const next = side === 'defender' ? 'attacker' : 'territory';
  if (banner && banner.hex === battle.hex && what !== 'stays') {
    if (what === 'retreat') {
      const options = retreatOptions(sink.state, banner, battle, side);
      // Decision: with exactly one legal hex there is nothing to choose; the engine asks only among several.
      if (options.length === 1)
        sink.emit('BannerRetreated', { banner: banner.id, from: battle.hex, to: options[0] }, [
          'FS-DEFEAT-1',
          'FS-DEFEAT-2',
        ]);
      else if (options.length > 1) {
        sink.emit(
          'ChoiceAwaited',
          { choice: { kind: 'retreat', bannerId: banner.id, battleId: battle.id, options } },
          ['FS-DEFEAT-2'],
        );
        return;
      } else scatter(sink, banner, battle);
    } else scatter(sink, banner, battle);
    if (sink.state.pending.length > 0) return;
  }
  sink.emit('BattleStageChanged', { battle: battle.hex, stage: next }, ['FS-DEFEAT-3']);
}

function scatter(sink: FsSink, banner: Banner, battle: Battle): void {
  const options = scatterOptions(sink.state, banner, battle.hex);
  if (options.length === 0)
    sink.emit('BannerDisbanded', { banner: banner.id, cause: 'noScatterDestination' }, [
      'FS-SCATTER-2',
      'AMD-11',
    ]);
  else if (options.length === 1)
    sink.emit('BannerScattered', { banner: banner.id, from: battle.hex, to: options[0] }, [
      'FS-SCATTER-1',
      'FS-SCATTER-3',
    ]);
  else
    sink.emit(
      'ChoiceAwaited',
      { choice: { kind: 'scatter', bannerId: banner.id, battleId: battle.id, options } },
      ['FS-SCATTER-1'],
    );
}

/** FS-DEFEAT-5: an attacker victory conquers the territory; otherwise ownership does not change. */
export function applyTerritoryOutcome(sink: FsSink, battle: Battle): void {
  const owner = territoryAt(sink.state, battle.hex)!.owner;
  if (battle.outcome!.attackerWon && owner !== battle.attacker.factionId) {
    if (owner === null)
      sink.emit('TerritoryClaimed', { hex: battle.hex, from: null, to: battle.attacker.factionId }, [
        'FS-DEFEAT-5',
      ]);
    else conquer(sink, battle.hex as HexKey, owner, battle.attacker.factionId, ['FS-DEFEAT-5', 'FS-MOVE-4']);
  }
  sink.emit('BattleStageChanged', { battle: battle.hex, stage: 'done' }, ['FS-DEFEAT-5']);
}

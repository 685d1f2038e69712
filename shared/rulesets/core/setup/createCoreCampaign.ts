import type { HexKey } from '../../../hex';
import type { CampaignMap, MapHex } from '../../../map';
import { err, ok, type Result } from '../../../result';
import { createEventSink, randomSourceFor, type EventSink } from '../eventSink';
import type { Campaign, SideId } from '../model/campaign';
import type { EngineEvent } from '../model/events';
import { withDefaultSettings } from '../model/settings';
import { violation, type RuleViolation } from '../model/violation';
import { locationBonusSnapshot } from '../move/locationBonus';
import { carryNeighbourTable, neighbourTableOf } from '../state/neighbourTableOf';
import { carryPathFields } from '../state/pathDistanceField';
import { emptyCampaign } from './emptyCampaign';
import { placeArmies } from './placeArmies';
import type { CoreSetupInput } from './setupInput';
import {
  armyViolations,
  fortressViolations,
  mapViolations,
  settingViolations,
  sideViolations,
} from './setupViolations';
import { t } from '../../../i18n';

/**
 * SETUP-1..8: a new core campaign from the setup dialog's answers, built as events (so the log replays it from
 * the empty state) and ending in side-turn 1's MOVE phase. Bad setups come back as violations.
 */
export function createCoreCampaign(
  input: CoreSetupInput,
): Result<{ state: Campaign; events: readonly EngineEvent[] }, RuleViolation[]> {
  const settings = withDefaultSettings(input.settings);
  const problems = [...settingViolations(settings.core), ...mapViolations(input), ...sideViolations(input)];
  if (problems.length === 0)
    problems.push(...fortressViolations(input), ...armyViolations(input, settings.core.armiesPerPlayer));
  const fixed = settings.core.firstSide;
  if (fixed !== 'rolloff' && !input.sides.some((side) => side.id === fixed)) {
    problems.push(violation('SETUP-8', t('coreRules:setup.firstSide', { value: fixed })));
  }
  for (const [playerId, lord] of Object.entries(input.lords ?? {})) {
    const index = lord.army ?? 0;
    if (!Number.isInteger(index) || index < 0 || index >= settings.core.armiesPerPlayer) {
      problems.push(
        violation(
          'SETUP-5',
          t('coreRules:setup.lordArmy', {
            player: playerName(input, playerId),
            army: index + 1,
            count: settings.core.armiesPerPlayer,
          }),
        ),
      );
    }
  }
  if (problems.length > 0) return err(problems);

  const initial = emptyCampaign(input.seed);
  let sink: EventSink;
  try {
    sink = createEventSink(initial, randomSourceFor(initial, input.dice));
  } catch (error) {
    return err([violation('GEN-11', String(error))]);
  }
  sink.emit(
    'CampaignCreated',
    { campaignId: input.id, name: input.name, ruleset: 'core', settings, rngSeed: input.seed },
    ['DATA-1', 'DATA-12'],
  );
  sink.emit('MapGenerated', { map: neutralMap(input.map, input.fortresses) }, ['SETUP-1', 'SETUP-6']);
  for (const side of input.sides) {
    sink.emit(
      'SideCreated',
      { sideId: side.id, name: side.name, color: side.color, homeEdge: side.homeEdge },
      ['SETUP-2'],
    );
    for (const p of side.players) {
      sink.emit('PlayerJoined', { playerId: p.id, name: p.name, color: p.color, sideId: side.id }, [
        'SETUP-2',
      ]);
    }
  }
  const players = input.sides.flatMap((side) => side.players);
  for (const p of players)
    sink.emit('FortressPlaced', { playerId: p.id, hex: input.fortresses[p.id]! }, ['SETUP-3', 'SETUP-7']);
  const taken = new Set<HexKey>(Object.values(input.armies ?? {}).flat());
  let armyCount = 0;
  for (const p of players) {
    const given = input.armies?.[p.id];
    const hexes =
      given ?? placeArmies(sink.state.map, input.fortresses[p.id]!, settings.core.armiesPerPlayer, taken);
    hexes.forEach((hex) => taken.add(hex));
    const ids = hexes.map((hex, i) => {
      const armyId = `army-${++armyCount}`;
      const name = `${p.name} ${i + 1}`;
      sink.emit('ArmyCreated', { armyId, ownerId: p.id, name, hex, points: settings.core.armyPoints }, [
        'SETUP-4',
      ]);
      return armyId;
    });
    const lord = input.lords?.[p.id];
    const armyId = ids[lord?.army ?? 0];
    if (armyId === undefined)
      return err([violation('SETUP-4', t('coreRules:setup.noArmyHex', { player: p.name }))]);
    const names = lord
      ? { name: lord.name, loadout: lord.loadout }
      : { name: `${p.name}'s Lord`, loadout: '' };
    sink.emit('LordAssigned', { playerId: p.id, armyId, reason: 'setup', ...names }, ['SETUP-5', 'LORD-1']);
  }
  const first = fixed === 'rolloff' ? rollFirstSide(sink) : fixed;
  sink.emit('CampaignStarted', { firstSideId: first, mode: fixed === 'rolloff' ? 'rolloff' : 'fixed' }, [
    'SETUP-8',
  ]);
  sink.emit('TurnStarted', { turn: 1, round: 1, sideId: first }, ['TURN-1', 'TURN-2']);
  sink.emit('PhaseStarted', { phase: 'MOVE', locationBonus: locationBonusSnapshot(sink.state) }, [
    'TURN-1',
    'MOVE-4',
  ]);
  return ok({ state: sink.finish(), events: sink.events });
}

/**
 * SETUP-6: villages, towns and cities start neutral. Fortresses are (re)placed by FortressPlaced; one that already
 * stands where its controller's fortress goes (a generated map) is kept with its name, any other is removed.
 */
function neutralMap(map: CampaignMap, fortresses: CoreSetupInput['fortresses']): CampaignMap {
  // Copied on the first change only: a generated map already satisfies SETUP-6, and returning it unchanged lets the
  // campaign share the prepared map's object (a file then packs that map once, not three times).
  let hexes: Record<string, MapHex> | null = null;
  for (const key in map.hexes) {
    const hex = map.hexes[key as HexKey]!;
    const next = neutralHex(hex, key as HexKey, fortresses);
    if (next === hex) continue;
    hexes ??= { ...map.hexes };
    hexes[key] = next;
  }
  if (!hexes) return map;
  // Same keys and terrain: the runtime caches of the input map serve the campaign's copy too (many campaigns are
  // often created from one generated map, e.g. by the simulator).
  neighbourTableOf(map);
  carryNeighbourTable(map.hexes, hexes);
  carryPathFields(map.hexes, hexes);
  return { ...map, hexes };
}

function neutralHex(hex: MapHex, key: HexKey, fortresses: CoreSetupInput['fortresses']): MapHex {
  const settlement = hex.settlement;
  if (!settlement) return hex;
  if (settlement.type === 'fortress') {
    if (settlement.controller && fortresses[settlement.controller] === key) return hex;
    const { settlement: _removed, ...rest } = hex;
    return rest;
  }
  return settlement.controller === null ? hex : { ...hex, settlement: { ...settlement, controller: null } };
}

/** SETUP-8, GEN-4: one D6 per side, side 1 first; only tied sides roll again. */
/** A player's name as the GM typed it (SETUP-2), for setup refusals; the id only if no side lists the player. */
function playerName(input: CoreSetupInput, playerId: string): string {
  for (const side of input.sides) for (const p of side.players) if (p.id === playerId) return p.name;
  return playerId;
}

function rollFirstSide(sink: EventSink): SideId {
  const sides = sink.state.sides;
  for (;;) {
    const rolls = sides.map((side) => sink.roll('D6', 'setup.firstSide', ['SETUP-8'], side.id));
    if (rolls[0] !== rolls[1]) return rolls[0]! > rolls[1]! ? sides[0]!.id : sides[1]!.id;
  }
}

import { ITEMS } from '../model/items';
import type { RngState } from '../../../random';
import type {
  Banner,
  Battle,
  FsEvent,
  FsState,
  FsTurn,
  PendingChoice,
  SecretObjective,
  Siege,
} from '../model/types';
import { newBannerRecord, startOfTurn } from '../model/types';
import { applyCharacterDeathRolled, applyPathToGloryRecorded } from './applyPtgEvent';
import { applySiegeEvent } from './applySiegeEvent';
import {
  addBanner,
  mapBannersInPlace,
  mapFactionBanners,
  patchBanner,
  withFields,
  patchBattle,
  patchFaction,
  patchTerritory,
} from './update';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are checked where they are emitted
type P = Record<string, any>;

/** The only code that changes a Firestorm state: one event's effect (EVT-1, GEN-5 replay). */
export function applyFsEvent(state: FsState, event: FsEvent): FsState {
  const p = event.payload as P;
  switch (event.type) {
    case 'DiceRolled':
      return withFields(state, { rng: p.rngAfter as RngState });
    case 'TurnStarted':
      return withFields(mapBannersInPlace(state, freshForTurn), { turn: startOfTurn(p.turn) });
    case 'PhaseStarted':
      return withFields(state, { turn: turnWith(state.turn, p.phase, p.active, state.turn.initiativeOrder) });
    case 'FactionActivated':
      return withFields(state, {
        turn: turnWith(state.turn, state.turn.step, p.faction, state.turn.initiativeOrder),
      });
    case 'InitiativeRolled':
      return withFields(state, { turn: turnWith(state.turn, state.turn.step, state.turn.active, p.order) });
    case 'OrdersSubmitted': {
      const orders = p.orders as { banner: string; type: string; path?: string[] }[];
      const byBanner = new Map(orders.map((o) => [o.banner, o]));
      const turn = { ...state.turn, submitted: [...state.turn.submitted, p.faction] };
      const ordered = mapFactionBanners(state, p.faction, (b) => {
        const o = byBanner.get(b.id);
        return {
          ...b,
          order: o ? { type: o.type, ...(o.path ? { path: o.path } : {}) } : { type: 'hold' },
        } as Banner;
      });
      return withFields(ordered, { turn });
    }
    case 'OrderRevealed':
      return patchBanner(state, p.banner, () => ({ revealed: true }));
    case 'OrderForcedToHold':
      return patchBanner(state, p.banner, () => ({ orderState: 'forcedHold', order: { type: 'hold' } }));
    case 'BannerMoved':
      return patchBanner(state, p.banner, (b) => ({
        hex: p.path[p.path.length - 1],
        orderState: p.final ? 'executed' : b.orderState,
      }));
    case 'BannerHeld':
      return patchBanner(state, p.banner, () => ({ orderState: 'executed' }));
    case 'TerritoryClaimed':
    case 'TerritoryConquered':
      return patchTerritory(state, p.hex, () => ({ owner: p.to }));
    case 'DomainItemRemoved':
      return patchTerritory(state, p.hex, (t) => {
        const at = t.items.findIndex((i) => i.type === p.item);
        return { items: t.items.filter((_, i) => i !== at) };
      });
    case 'DomainItemBuilt':
      return patchTerritory(state, p.hex, (t) => ({
        items: [...t.items, { type: p.item, builtTurn: state.turn.number }],
      }));
    case 'TerritoryRazed':
      return patchTerritory(state, p.hex, (t) => ({ items: t.items.filter((i) => !ITEMS[i.type].razable) }));
    case 'BattleStarted':
      return startBattle(state, p);
    case 'BannerFatigued':
      return patchBanner(state, p.banner, () => ({ fatigued: true }));
    case 'BattleKindChosen':
      return patchBattle(state, p.battle, () => ({ kind: p.kind }));
    case 'GameResultRecorded':
      return patchBattle(state, p.battle, (b) => ({ games: [...b.games, gameOf(p)] }));
    case 'BuildPointsRolled':
      return patchBattle(state, p.battle, (b) => ({
        games: b.games.map((g, i) => (i === p.game - 1 ? { ...g, bp: p.rolls } : g)),
      }));
    case 'BuildPointsRerolled':
      return patchBattle(state, p.battle, (b) => ({
        games: b.games.map((g, i) =>
          i === p.game - 1
            ? {
                ...g,
                bp: g.bp?.map((r) =>
                  r.player === p.player ? { ...r, value: p.value, rerollable: false } : r,
                ),
              }
            : g,
        ),
      }));
    case 'BuildPointRerollsDeclined':
      return patchBattle(state, p.battle, (b) => ({
        games: b.games.map((g) => ({ ...g, bp: g.bp?.map((r) => ({ ...r, rerollable: false })) })),
      }));
    case 'GameAwardsPaid':
      return patchBattle(state, p.battle, () => ({ awardedGames: p.game }));
    case 'BattleResolved':
      return patchBattle(state, p.battle, () => ({ state: 'resolved' }));
    case 'BattleStageChanged':
      return patchBattle(state, p.battle, () => ({
        stage: p.stage,
        ...(p.stage === 'done' ? { state: 'applied' as const } : {}),
        ...(p.outcome ? { outcome: p.outcome } : {}),
      }));
    case 'GloryAwarded':
      return patchFaction(state, p.faction, (f) => ({
        gloryBanked: f.gloryBanked + p.amount,
        ...(p.grant ? { oneTimeGrants: { ...f.oneTimeGrants, [p.grant]: true } } : {}),
      }));
    case 'BuildPointsGained':
      return patchFaction(state, p.faction, (f) => ({ buildPoints: f.buildPoints + p.amount }));
    case 'BuildPointsSpent':
      return patchFaction(state, p.faction, (f) => ({ buildPoints: f.buildPoints - p.amount }));
    case 'ChoiceAwaited':
      return withFields(state, { pending: [...state.pending, p.choice as PendingChoice] });
    case 'BannerRetreated':
      return dropChoice(
        patchBanner(state, p.banner, () => ({ hex: p.to })),
        p.banner,
      );
    case 'BannerScattered':
      return dropChoice(
        patchBanner(state, p.banner, () => ({ hex: p.to, scattered: true })),
        p.banner,
      );
    case 'BannerDisbanded':
      return dropChoice(
        patchBanner(state, p.banner, () => ({ hex: null })),
        p.banner,
      );
    case 'BannerRaised':
      return withFields(addBanner(state, newBanner(p)), { nextBannerSeq: p.seq + 1 });
    case 'CampaignEnded':
      return withFields(state, {
        status: 'ended',
        result: { winner: p.winner, reason: p.reason, turn: state.turn.number },
      });
    case 'PathToGloryRecorded':
      return applyPathToGloryRecorded(state, p);
    case 'CharacterDeathRolled':
      return applyCharacterDeathRolled(state, p);
    case 'RosterRecorded':
      return mapBannersInPlace(state, (b) => {
        if (b.id !== p.banner) return b;
        const { roster: _old, ...rest } = b;
        return p.roster.length > 0 ? { ...rest, roster: p.roster } : rest;
      });
    case 'CharactersRecorded':
      return patchBanner(state, p.banner, () => ({ characters: p.characters }));
    case 'CharacterSwapped':
      return patchBanner(
        patchBanner(state, p.from, (b) => ({ characters: b.characters.filter((c) => c !== p.character) })),
        p.to,
        (b) => ({ characters: [...b.characters, p.character] }),
      );
    case 'SecretObjectiveRecorded':
      return withObjective(state, p.player, { text: p.text, achieved: false });
    case 'SecretObjectiveAchieved':
      return withObjective(state, p.player, { text: p.text, achieved: true });
    case 'DefenseScored':
      return state; // ANV-40: a record in the log; DomainItemRemoved carries any change.
    case 'FinalAssaultFought': {
      // ASLT-29: defeated units leave the rosters; the survivors keep their troops.
      const battle = state.battles.find((b) => b.hex === p.battle && b.state !== 'applied')!;
      const written = patchBanner(state, battle.attacker.bannerId, () => ({ roster: p.attackerRoster }));
      return patchBanner(written, battle.defender.bannerId!, () => ({ roster: p.defenderRoster }));
    }
    default:
      return applySiegeEvent(state, event.type, p) ?? state;
  }
}

/**
 * A turn with a new step, active faction or initiative order, built key by key rather than spread: every turn object
 * then has one shape (startOfTurn's), and the turn events, a third of all events, cost a quarter as much (issue 11
 * profile: spreads of turns of six shapes were the largest cost of apply). The JSON is unchanged (GEN-9).
 */
function turnWith(
  t: FsTurn,
  step: FsTurn['step'],
  active: FsTurn['active'],
  initiativeOrder: FsTurn['initiativeOrder'],
): FsTurn {
  return {
    number: t.number,
    step,
    submitted: t.submitted,
    raisedThisTurn: t.raisedThisTurn,
    active,
    initiativeOrder,
  };
}

/** FS-SETUP-5: a player's Secret Objective, set or met. */
function withObjective(state: FsState, player: string, objective: SecretObjective): FsState {
  return withFields(state, { secretObjectives: { ...state.secretObjectives, [player]: objective } });
}

/**
 * FS-TURN-1: a banner at the start of a turn. `order` and `scattered` stay as keys with no value rather than being
 * dropped, so the banner keeps newBannerRecord's shape.
 */
function freshForTurn(b: Banner): Banner {
  if (b.hex === null) return b;
  return {
    ...b,
    revealed: false,
    orderState: 'pending',
    fatigued: false,
    engagedThisTurn: false,
    order: undefined,
    scattered: undefined,
  };
}

function dropChoice(state: FsState, bannerId: string): FsState {
  if (!state.pending.some((c) => c.bannerId === bannerId)) return state;
  return withFields(state, { pending: state.pending.filter((c) => c.bannerId !== bannerId) });
}

function startBattle(state: FsState, p: P): FsState {
  const battle: Battle = {
    id: p.battleId,
    seq: state.nextBattleSeq,
    turn: state.turn.number,
    hex: p.hex,
    ...(p.kind ? { kind: p.kind } : {}),
    attacker: { factionId: p.attackerFaction, bannerId: p.attacker },
    defender: {
      factionId: p.defenderFaction,
      bannerId: p.defender === 'garrison' ? null : p.defender,
      garrison: p.garrison,
    },
    entryHex: p.entryHex,
    entryDir: p.entryDir,
    hexOwnerAtCreation: p.hexOwner ?? null,
    games: [],
    state: 'pending',
  };
  const engaged = new Set([p.attacker, p.defender]);
  const battles = [...state.battles, battle];
  return withFields(
    mapBannersInPlace(state, (b) => (engaged.has(b.id) ? { ...b, engagedThisTurn: true } : b)),
    { nextBattleSeq: state.nextBattleSeq + 1, battles },
  );
}

function gameOf(p: P): Battle['games'][number] {
  return {
    attackerPlayers: p.attackerPlayers,
    defenderPlayers: p.defenderPlayers,
    result: p.result,
    attackerTabled: p.attackerTabled,
    defenderTabled: p.defenderTabled,
    method: p.method,
  };
}

function newBanner(p: P): Banner {
  return newBannerRecord({
    id: p.banner,
    seq: p.seq,
    factionId: p.faction,
    hex: p.hex,
    points: p.points,
    playerIds: p.players,
    orderState: 'executed',
  });
}

export type { Siege };

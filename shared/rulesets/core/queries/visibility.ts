import type { HexKey } from '../../../hex';
import { GM_VIEWER, type Viewer } from '../../../kernel/viewer';
import type { RulesetViews } from '../../../kernel/views';
import { applyEvents } from '../applyEvent';
import type { Army, ArmyId, Campaign, SideId } from '../model/campaign';
import type { EngineEvent } from '../model/events';
import { emptyCampaign } from '../setup/emptyCampaign';
import { lordWithArmy } from '../state/selectors';

/**
 * Core's viewer queries: the one army projection (screen flags, printed maps and handouts, the pack's maps and
 * debriefs all draw these) and the log a viewer may read. In core a seat is a side (seatViewer(sideId)).
 */

/** One army flag as every drawing of the map shows it. */
export interface CorePiece {
  readonly id: ArmyId;
  readonly hex: HexKey;
  readonly name: string;
  /** Short flag text: the owner's initial and the army's number ("A1"). */
  readonly label: string;
  readonly ownerId: string;
  readonly sideId: SideId;
  /** Index of the owner's side in `campaign.sides`, for a greyscale-safe flag pattern. */
  readonly sideIndex: number;
  /** The owner's colour (SETUP-2). */
  readonly color: string;
  readonly status: Army['status'];
  /** LORD-1: the name of the active Lord travelling with it, if any. */
  readonly lord: string | null;
  /** MOVE-1: its activation this phase is over. */
  readonly done: boolean;
}

/**
 * The armies on the map a viewer may see: the GM every army, a side (issue 6 §5 handout "fog") only its own.
 * Settlements and control are public and never hidden; destroyed armies (hex null) are left out.
 */
export function visiblePieces(state: Campaign, viewer: Viewer = GM_VIEWER): CorePiece[] {
  const players = new Map(state.players.map((player) => [player.id, player]));
  const pieces: CorePiece[] = [];
  for (const id of state.armies.ids) {
    const army = state.armies.entities[id];
    const owner = army && players.get(army.ownerId);
    if (!army || !owner || army.hex === null) continue;
    if (viewer.kind === 'seat' && owner.sideId !== viewer.id) continue;
    pieces.push({
      id,
      hex: army.hex,
      name: army.name,
      label: `${owner.name.slice(0, 1)}${/\d+$/.exec(army.name)?.[0] ?? ''}`,
      ownerId: army.ownerId,
      sideId: owner.sideId,
      sideIndex: Math.max(
        0,
        state.sides.findIndex((s) => s.id === owner.sideId),
      ),
      color: owner.color,
      status: army.status,
      lord: lordWithArmy(state, id)?.name ?? null,
      done: army.movedThisPhase && state.turn.phase === 'MOVE',
    });
  }
  return pieces;
}

function sideOfArmyId(state: Campaign, armyId: ArmyId): SideId | undefined {
  const owner = state.armies.entities[armyId]?.ownerId;
  return state.players.find((player) => player.id === owner)?.sideId;
}

/** Whether `viewer` may know where the army stands (its own armies only, or the GM). */
export function canSeeWhere(state: Campaign, armyId: ArmyId, viewer: Viewer): boolean {
  return viewer.kind === 'gm' || sideOfArmyId(state, armyId) === viewer.id;
}

/**
 * Decision (issue 17's per-side debrief, following the handout fog of issue 6 §5): a side sees all of its own
 * armies, Lords, moves and rolls, and of the enemy only what happened in battles against it (every core battle has
 * one army of each side): the battle, its result, the enemy army's retreat (not where to), status change,
 * destruction and Lord. Enemy moves, holds, rolls, rallies, Lord reassignments and retreat choices stay hidden.
 */
export function canSeeEvent(state: Campaign, event: EngineEvent, viewer: Viewer): boolean {
  if (viewer.kind === 'gm') return true;
  const own = (armyId: ArmyId) => sideOfArmyId(state, armyId) === viewer.id;
  const p = event.payload as unknown as Record<string, unknown>;
  switch (event.type) {
    case 'DiceRolled':
      return typeof p.actor === 'string' && (p.actor === viewer.id || own(p.actor));
    case 'MoveAllowanceRolled':
    case 'ArmyMoved':
    case 'ArmyHeld':
    case 'ArmyRallied':
    case 'RetreatChoiceRequested':
    case 'LordAssigned':
      return own(event.payload.armyId);
    case 'ArmyStatusChanged':
      // A status change that follows a battle is known to the winner; recovering at END_TURN (STATUS-2) is not.
      return own(event.payload.armyId) || event.phase === 'RESULTS';
    default:
      return true;
  }
}

/** Some events (a turn's, say) as `viewer` may read them. */
export function visibleEvents(
  state: Campaign,
  events: readonly EngineEvent[],
  viewer: Viewer,
): EngineEvent[] {
  return viewer.kind === 'gm' ? [...events] : events.filter((event) => canSeeEvent(state, event, viewer));
}

/** The whole log as `viewer` may read it. */
export function visibleLog(state: Campaign, viewer: Viewer = GM_VIEWER): EngineEvent[] {
  return visibleEvents(state, state.log, viewer);
}

/**
 * Replay: the campaign as it stood at the end of side-turn `turn`, folded with applyEvent from the empty state
 * (EVT-1, GEN-5); the whole log for a turn not reached yet.
 */
export function replayTo(state: Campaign, turn: number): Campaign {
  const first = state.log[0];
  const seed = first?.type === 'CampaignCreated' ? first.payload.rngSeed : 0;
  return applyEvents(emptyCampaign(seed), state.log.slice(0, sideTurnEnd(state, turn)));
}

/**
 * How many log events make up the campaign to the end of side-turn `turn` (the whole log for a turn not reached).
 * TURN-1: the next side-turn's TurnStarted is emitted inside END_TURN (stamped with the ending turn); the end of
 * side-turn `turn` is the state just before it, so a replay names the turn and side it shows (issue 15).
 */
export function sideTurnEnd(state: Campaign, turn: number): number {
  const upTo = state.log.findIndex(
    (event) => event.turn > turn || (event.type === 'TurnStarted' && event.payload.turn > turn),
  );
  return upTo < 0 ? state.log.length : upTo;
}

/** Core's views for the registry (RULESET_VIEWS). */
export const coreViews: RulesetViews<Campaign, EngineEvent, CorePiece> = {
  visiblePieces,
  visibleLog,
  replayTo,
};

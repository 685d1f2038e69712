import type { PlayerId } from '../../../map';
import type { Battle, Campaign } from '../model/campaign';
import type { Command } from '../model/commands';
import { decideForMe } from '../results/chooseRetreat';
import { activatedArmy, getArmy, getSide, liveArmies, sideOfArmy } from '../state/selectors';
import { botMovePath } from './botMove';

export interface AutoPlayOptions {
  /**
   * Play every player, whatever `settings.autoPlay` says (the simulator). Without it only players whose
   * `autoPlay` flag is set are played, and the command is undefined as soon as a human has to act.
   */
  readonly everyone?: boolean;
  /**
   * BOT-5 Decision for the simulator: a pending tabletop battle is switched to dice (`SetResolution`) instead of
   * pausing, because there is nobody to enter a tabletop result. Off by default (auto-play pauses, BOT-5).
   */
  readonly tabletopByDice?: boolean;
}

/**
 * GEN-6, §10 core: the next command the BOT policies give in this state, or undefined when nobody auto-played has
 * anything to do (a human's turn, a paused tabletop battle, an ended campaign). Deterministic: it reads only the
 * state, and ties follow GEN-9. Feed it back through `step` until it returns undefined.
 */
export function autoPlayCommand(state: Campaign, options: AutoPlayOptions = {}): Command | undefined {
  if (state.status !== 'running') return undefined;
  // A bound check rather than a named closure: under tsx (esbuild keepNames) each named closure costs a
  // defineProperty per call, and auto-play asks for a command thousands of times per campaign batch.
  // The simulator plays everyone: one shared check instead of a bound function per command.
  const auto = options.everyone === true ? playsEveryone : isAutoPlayed.bind(undefined, state, false);
  if (state.turn.awaiting) {
    // BOT-2: the first legal retreat in preference order.
    const army = getArmy(state, state.turn.awaiting.armyId);
    return army && auto(army.ownerId) ? decideForMe(state) : undefined;
  }
  switch (state.turn.phase) {
    case 'MOVE':
      return moveCommand(state, auto);
    case 'FIGHT':
      return fightCommand(state, auto, options);
    default:
      return undefined;
  }
}

const playsEveryone = (_playerId: PlayerId): boolean => true;

function isAutoPlayed(state: Campaign, everyone: boolean, playerId: PlayerId): boolean {
  return everyone || state.settings.autoPlay[playerId] === true;
}

function moveCommand(state: Campaign, auto: (p: PlayerId) => boolean): Command | undefined {
  const current = activatedArmy(state);
  if (current) return auto(current.ownerId) ? moveArmy(state, current.id) : undefined;
  const side = getSide(state, state.turn.activeSideId)!;
  for (const playerId of side.playerIds) {
    if (!auto(playerId)) continue;
    const lordMove = botLord(state, playerId);
    if (lordMove) return lordMove;
  }
  // BOT-3: one army at a time, in id order.
  const next = liveArmies(state).find(
    (army) => !army.movedThisPhase && sideOfArmy(state, army) === side.id && auto(army.ownerId),
  );
  if (next) return { type: 'RollMove', armyId: next.id };
  return side.playerIds.every(auto) ? { type: 'EndMovePhase' } : undefined;
}

function moveArmy(state: Campaign, armyId: string): Command {
  const path = botMovePath(state, armyId);
  return { type: 'MoveArmy', armyId, path };
}

/** BOT-4: only when the Lord's army is broken and the player has a fresh army: to the fresh army with lowest id. */
function botLord(state: Campaign, playerId: PlayerId): Command | undefined {
  const lord = state.lords.entities[playerId];
  if (!lord || lord.state !== 'active' || lord.reassignedThisPhase || lord.armyId === null) return undefined;
  if (getArmy(state, lord.armyId)?.status !== 'broken') return undefined;
  const fresh = liveArmies(state).find((army) => army.ownerId === playerId && army.status === 'fresh');
  return fresh ? { type: 'ReassignLord', playerId, armyId: fresh.id } : undefined;
}

/** BOT-5: battles in creation order with the method they have (the settings default); tabletop pauses. */
function fightCommand(
  state: Campaign,
  auto: (p: PlayerId) => boolean,
  options: AutoPlayOptions,
): Command | undefined {
  // The pending battle created first that the BOT may act on (createdSeq is an event seq: never tied).
  let first: Battle | undefined;
  for (const id of state.battles.ids) {
    const battle = state.battles.entities[id]!;
    if (battle.state !== 'pending' || (first && first.createdSeq < battle.createdSeq)) continue;
    if (!involvesAuto(state, battle, auto)) continue;
    if (battle.method === 'tabletop' && !options.tabletopByDice) continue;
    first = battle;
  }
  if (!first) return undefined;
  return first.method !== 'tabletop'
    ? { type: 'AutoResolve', battleId: first.id }
    : { type: 'SetResolution', battleId: first.id, method: 'dice' };
}

function involvesAuto(state: Campaign, battle: Battle, auto: (p: PlayerId) => boolean): boolean {
  return playedBy(state, battle.attacker.armyId, auto) || playedBy(state, battle.defender.armyId, auto);
}

function playedBy(state: Campaign, armyId: string, auto: (p: PlayerId) => boolean): boolean {
  const army = getArmy(state, armyId);
  return army !== undefined && auto(army.ownerId);
}

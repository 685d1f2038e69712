import { phaseAccepts, ruleViolation, type RuleViolation } from '../../../kernel';
import { issueSentences } from '../../../kernel/issueSentence';
import { isBoardSquare, isCitySquare } from '../model/board';
import { defenseCommandSchema, type DefenseCommand } from '../model/commands';
import type { DefenseState } from '../model/state';
import { DEFENSE_PHASE_TABLE } from './phases';
import { checkPayment, nameOf } from './payment';
import { discountAt, isFree } from './queries';

/** GEN-10: every reason the command may not be played now (empty when it may). Never throws. */
export function validateDefense(state: DefenseState, input: unknown): RuleViolation[] {
  const parsed = defenseCommandSchema.safeParse(input);
  if (!parsed.success)
    return [
      ruleViolation('GEN-10', `not a defense command: ${issueSentences(parsed.error, 'the command', input)}`),
    ];
  return validateDefenseRules(state, parsed.data);
}

/**
 * The rules half of validateDefense for a command already known to have its shape (auto-play builds commands as
 * typed objects): the phase (ANV-9) and every rule the command could break, without parsing it again.
 */
export function validateDefenseRules(state: DefenseState, command: DefenseCommand): RuleViolation[] {
  if (!phaseAccepts(DEFENSE_PHASE_TABLE, state.phase, command.type))
    return [ruleViolation('ANV-9', `${command.type} is not possible in the ${state.phase} phase`)];
  return checkCommand(state, command);
}

function checkCommand(state: DefenseState, command: DefenseCommand): RuleViolation[] {
  switch (command.type) {
    case 'SetUp':
      return state.dealt ? [ruleViolation('ANV-8', 'the tiles are already dealt')] : [];
    case 'Mulligan': {
      const p = state.players.find((pl) => pl.id === command.player);
      if (!state.dealt) return [ruleViolation('ANV-8', 'the tiles are not dealt yet')];
      if (!p) return [ruleViolation('ANV-8', `no player ${command.player}`)];
      return p.mulliganed ? [ruleViolation('ANV-8', `${p.name} has already redrawn their opening hand`)] : [];
    }
    case 'StartPlay':
      return state.dealt ? [] : [ruleViolation('ANV-8', 'the tiles are not dealt yet')];
    case 'PlaceTile':
    case 'BuyCityBuilding':
    case 'Pass':
      return checkAction(state, command);
    case 'DrawTiles':
    case 'EnemiesPrepare':
    case 'RunAttackWaves':
      return [];
  }
}

function checkAction(
  state: DefenseState,
  command: Extract<DefenseCommand, { type: 'PlaceTile' | 'BuyCityBuilding' | 'Pass' }>,
): RuleViolation[] {
  const index = state.players.findIndex((p) => p.id === command.player);
  if (index < 0) return [ruleViolation('ANV-9', `no player ${command.player}`)];
  if (index !== state.activePlayer)
    return [
      ruleViolation(
        'ANV-9',
        `it is ${state.players[state.activePlayer]!.name}'s turn, not ${state.players[index]!.name}'s`,
      ),
    ];
  const hand = state.players[index]!.hand;
  if (command.type === 'Pass') {
    const stray = command.discard.find((id) => !hand.includes(id));
    if (stray) return [ruleViolation('ANV-10', `${nameOf(state, stray)} is not in your hand`)];
    return new Set(command.discard).size === command.discard.length
      ? []
      : [ruleViolation('ANV-10', 'a tile is listed twice')];
  }
  const square = checkSquare(state, command.square);
  if (square) return [square];
  let tileId: string;
  let resource: 'gold' | 'stone' | 'manpower';
  let cost: number;
  if (command.type === 'PlaceTile') {
    if (!hand.includes(command.tile))
      return [ruleViolation('ANV-10', `${nameOf(state, command.tile)} is not in your hand`)];
    const tile = state.tiles[command.tile]!;
    if (tile.kind !== 'unit' && tile.kind !== 'building')
      return [ruleViolation('ANV-10', `${tile.name} is not a faction unit or building`)];
    ({ resource, amount: cost } = tile.cost);
    tileId = command.tile;
  } else {
    const slotId = state.market[command.slot - 1];
    if (command.slot < 1 || command.slot > state.market.length)
      return [ruleViolation('ANV-14', `the market has slots 1 to ${state.market.length}`)];
    if (!slotId)
      return [ruleViolation('ANV-14', `market slot ${command.slot} is empty until the next assault ends`)];
    const tile = state.tiles[slotId]!;
    if (tile.kind !== 'city') return [ruleViolation('ANV-14', `${tile.name} is not a city building`)];
    ({ resource, amount: cost } = tile.cost);
    tileId = slotId;
  }
  const due = Math.max(0, cost - discountAt(state, command.player, command.square));
  const paid = checkPayment(state, index, resource, command.pay, tileId);
  if (paid.problem) return [ruleViolation('ANV-11', paid.problem)];
  if (paid.value < due)
    return [
      ruleViolation(
        'ANV-11',
        `${nameOf(state, tileId)} costs ${due} ${resource}; the tiles offered pay ${paid.value}`,
      ),
    ];
  return [];
}

/** ANV-12: a free city space; numbered spaces are the enemies'. */
function checkSquare(state: DefenseState, key: string): RuleViolation | undefined {
  if (!isBoardSquare(key)) return ruleViolation('ANV-3', `square ${key} is not on the board`);
  if (!isCitySquare(key))
    return ruleViolation('ANV-12', `square ${key} is a numbered space: tiles go on city spaces only`);
  if (!isFree(state, key)) return ruleViolation('ANV-12', `square ${key} is taken`);
  return undefined;
}

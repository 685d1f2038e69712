import { t } from '../../../i18n';
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
      ruleViolation(
        'GEN-10',
        t('defenseRules:validate.unreadable', {
          problems: issueSentences(parsed.error, t('defenseRules:validate.theCommand'), input),
        }),
      ),
    ];
  return validateDefenseRules(state, parsed.data);
}

/**
 * The rules half of validateDefense for a command already known to have its shape (auto-play builds commands as
 * typed objects): the phase (ANV-9) and every rule the command could break, without parsing it again.
 */
export function validateDefenseRules(state: DefenseState, command: DefenseCommand): RuleViolation[] {
  if (!phaseAccepts(DEFENSE_PHASE_TABLE, state.phase, command.type))
    return [
      ruleViolation(
        'ANV-9',
        t('defenseRules:validate.wrongPhase', {
          command: command.type,
          phase: t(`defense:phaseName.${state.phase}`),
        }),
      ),
    ];
  return checkCommand(state, command);
}

function checkCommand(state: DefenseState, command: DefenseCommand): RuleViolation[] {
  switch (command.type) {
    case 'SetUp':
      return state.dealt ? [ruleViolation('ANV-8', t('defenseRules:validate.dealt'))] : [];
    case 'Mulligan': {
      const p = state.players.find((pl) => pl.id === command.player);
      if (!state.dealt) return [ruleViolation('ANV-8', t('defenseRules:validate.notDealt'))];
      if (!p)
        return [ruleViolation('ANV-8', t('defenseRules:validate.noPlayer', { player: command.player }))];
      return p.mulliganed
        ? [ruleViolation('ANV-8', t('defenseRules:validate.mulliganed', { player: p.name }))]
        : [];
    }
    case 'StartPlay':
      return state.dealt ? [] : [ruleViolation('ANV-8', t('defenseRules:validate.notDealt'))];
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
  if (index < 0)
    return [ruleViolation('ANV-9', t('defenseRules:validate.noPlayer', { player: command.player }))];
  if (index !== state.activePlayer)
    return [
      ruleViolation(
        'ANV-9',
        t('defenseRules:validate.notYourTurn', {
          active: state.players[state.activePlayer]!.name,
          player: state.players[index]!.name,
        }),
      ),
    ];
  const hand = state.players[index]!.hand;
  if (command.type === 'Pass') {
    const stray = command.discard.find((id) => !hand.includes(id));
    if (stray)
      return [ruleViolation('ANV-10', t('defenseRules:pay.notInHand', { tile: nameOf(state, stray) }))];
    return new Set(command.discard).size === command.discard.length
      ? []
      : [ruleViolation('ANV-10', t('defenseRules:validate.listedTwice'))];
  }
  const square = checkSquare(state, command.square);
  if (square) return [square];
  let tileId: string;
  let resource: 'gold' | 'stone' | 'manpower';
  let cost: number;
  if (command.type === 'PlaceTile') {
    if (!hand.includes(command.tile))
      return [
        ruleViolation('ANV-10', t('defenseRules:pay.notInHand', { tile: nameOf(state, command.tile) })),
      ];
    const tile = state.tiles[command.tile]!;
    if (tile.kind !== 'unit' && tile.kind !== 'building')
      return [ruleViolation('ANV-10', t('defenseRules:validate.notFactionTile', { tile: tile.name }))];
    ({ resource, amount: cost } = tile.cost);
    tileId = command.tile;
  } else {
    const slotId = state.market[command.slot - 1];
    if (command.slot < 1 || command.slot > state.market.length)
      return [ruleViolation('ANV-14', t('defenseRules:validate.slots', { count: state.market.length }))];
    if (!slotId)
      return [ruleViolation('ANV-14', t('defenseRules:validate.slotEmpty', { slot: command.slot }))];
    const tile = state.tiles[slotId]!;
    if (tile.kind !== 'city')
      return [ruleViolation('ANV-14', t('defenseRules:validate.notCity', { tile: tile.name }))];
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
        t(`defenseRules:validate.costs_${resource}`, { tile: nameOf(state, tileId), due, paid: paid.value }),
      ),
    ];
  return [];
}

/** ANV-12: a free city space; numbered spaces are the enemies'. */
function checkSquare(state: DefenseState, key: string): RuleViolation | undefined {
  if (!isBoardSquare(key))
    return ruleViolation('ANV-3', t('defenseRules:validate.offBoard', { square: key }));
  if (!isCitySquare(key))
    return ruleViolation('ANV-12', t('defenseRules:validate.numbered', { square: key }));
  if (!isFree(state, key)) return ruleViolation('ANV-12', t('defenseRules:validate.taken', { square: key }));
  return undefined;
}

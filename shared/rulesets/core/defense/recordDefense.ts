import { hexPhrase, type HexKey } from '../../../hex';
import type { EventSink } from '../eventSink';
import type { Campaign } from '../model/campaign';
import type { CommandOf } from '../model/commands';
import { violation, type RuleViolation } from '../model/violation';
import { t } from '../../../i18n';

/** The side whose player controls the settlement on `hex`, if any (ANV-1: it supplies the defenders). */
export function defendingSide(state: Campaign, hex: HexKey) {
  const controller = state.map.hexes[hex]?.settlement?.controller;
  const player = controller ? state.players.find((p) => p.id === controller) : undefined;
  return player ? state.sides.find((s) => s.id === player.sideId) : undefined;
}

/**
 * ANV-1: a defense is played for a settlement a side controls, by that side's players. Decision: RULES.md names no
 * threat condition, so the GM judges when a settlement is threatened; a neutral one has no defenders.
 */
export function validateRecordDefense(state: Campaign, command: CommandOf<'RecordDefense'>): RuleViolation[] {
  const hex = state.map.hexes[command.hex];
  if (!hex?.settlement)
    return [violation('ANV-1', t('coreRules:defense.noSettlement', { hex: hexPhrase(command.hex) }))];
  const side = defendingSide(state, command.hex);
  if (!side) return [violation('ANV-1', t('coreRules:defense.neutral', { hex: hexPhrase(command.hex) }))];
  const result = command.result;
  const problems: RuleViolation[] = [];
  for (const { playerId } of result.influence)
    if (!side.playerIds.includes(playerId))
      problems.push(
        violation(
          'ANV-1',
          t('coreRules:defense.notDefender', {
            player: playerName(state, playerId),
            side: side.name,
            hex: hexPhrase(command.hex),
          }),
        ),
      );
  for (const id of result.winners)
    if (!result.influence.some((p) => p.playerId === id))
      problems.push(
        violation('ANV-40', t('coreRules:defense.winnerDidNotPlay', { player: playerName(state, id) })),
      );
  if (state.log.some((e) => e.type === 'DefenseScored' && e.payload.defenseId === result.defenseId))
    problems.push(violation('ANV-40', t('coreRules:defense.alreadyLogged')));
  return problems;
}

/**
 * ANV-40: the result goes into the campaign log; with `anv.affectsCampaign` a city left with no city building makes
 * the settlement neutral (Core mode). Nothing else changes.
 */
export function resolveRecordDefense(sink: EventSink, command: CommandOf<'RecordDefense'>): void {
  const side = defendingSide(sink.state, command.hex)!;
  sink.emit('DefenseScored', { ...command.result, hex: command.hex, sideId: side.id }, ['ANV-1', 'ANV-40']);
  const settlement = sink.state.map.hexes[command.hex]!.settlement!;
  if (command.result.affectsCampaign && command.result.cityBuildingsLeft === 0)
    sink.emit(
      'SettlementNeutralized',
      { hex: command.hex, settlementType: settlement.type, fromPlayer: settlement.controller! },
      ['ANV-40'],
    );
}

/** A player as the GM named them; the id, quoted, when no player has it (the refusal names what was given). */
function playerName(state: Campaign, playerId: string): string {
  return state.players.find((p) => p.id === playerId)?.name ?? `"${playerId}"`;
}

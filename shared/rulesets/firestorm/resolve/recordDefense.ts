import { ruleViolation, type RuleViolation } from '../../../kernel';
import type { CommandOf } from '../model/commands';
import { ITEMS, itemsWith, type ItemType } from '../model/items';
import type { Faction, FsState } from '../model/types';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

/** ANV-1: the items that make a Firestorm territory a settlement a defense game can be played for. */
export const DEFENDABLE_ITEMS: readonly ItemType[] = itemsWith('siegeLevel').sort(
  (a, b) => ITEMS[a].siegeLevel! - ITEMS[b].siegeLevel!,
);

/**
 * ANV-1: the faction controlling `hex`, when the territory holds a Walled Settlement, Stronghold or Lord's Tower;
 * it supplies the defenders. Decision: as in Core mode, RULES.md names no threat condition, so the GM judges when
 * a walled territory is threatened; an unclaimed one has no defenders.
 */
export function defendingFaction(state: FsState, hex: string): Faction | undefined {
  const territory = state.territories[hex];
  if (!territory?.owner || !territory.items.some((i) => DEFENDABLE_ITEMS.includes(i.type))) return undefined;
  return state.factions.find((f) => f.id === territory.owner);
}

export function validateRecordDefense(state: FsState, c: CommandOf<'RecordDefense'>): RuleViolation[] {
  const territory = state.territories[c.hex];
  if (!territory?.items.some((i) => DEFENDABLE_ITEMS.includes(i.type)))
    return [ruleViolation('ANV-1', t('fsRules:defense.nothing', { hex: c.hex }))];
  const faction = defendingFaction(state, c.hex);
  if (!faction) return [ruleViolation('ANV-1', t('fsRules:defense.unclaimed', { hex: c.hex }))];
  const problems: RuleViolation[] = [];
  for (const { playerId } of c.result.influence)
    if (!faction.playerIds.includes(playerId))
      problems.push(
        ruleViolation(
          'ANV-1',
          t('fsRules:defense.notPlayer', { player: playerId, faction: faction.name, hex: c.hex }),
        ),
      );
  for (const id of c.result.winners)
    if (!c.result.influence.some((p) => p.playerId === id))
      problems.push(ruleViolation('ANV-40', t('fsRules:defense.winner', { player: id })));
  if (state.log.some((e) => e.type === 'DefenseScored' && e.payload.defenseId === c.result.defenseId))
    problems.push(ruleViolation('ANV-40', t('fsRules:defense.logged', { defense: c.result.defenseId })));
  return problems;
}

/**
 * ANV-40: the result goes into the campaign log. With `anv.affectsCampaign`, a defense that ends with no city
 * building removes the territory's settlement-chain item (Fortified Camp, Walled Settlement or Stronghold); a
 * Lord's Tower is never removed. Nothing else changes.
 */
export function resolveRecordDefense(sink: FsSink, c: CommandOf<'RecordDefense'>): void {
  const faction = defendingFaction(sink.state, c.hex)!;
  sink.emit('DefenseScored', { ...c.result, hex: c.hex, faction: faction.id }, ['ANV-1', 'ANV-40']);
  if (!c.result.affectsCampaign || c.result.cityBuildingsLeft > 0) return;
  const item = sink.state.territories[c.hex]!.items.find((i) => ITEMS[i.type].chain === 'settlement');
  if (item) sink.emit('DomainItemRemoved', { hex: c.hex, item: item.type, cause: 'defense' }, ['ANV-40']);
}

import { ruleViolation, type RuleViolation } from '../../../kernel';
import type { CommandOf } from '../model/commands';
import type { Faction, FsState } from '../model/types';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

/**
 * FS-SETUP-5 Secret Objectives and the FS-GLORY-1 glory "as entered": records the GM types in from the cards and the
 * book. The cards themselves are outside material (RULES.md §11 gap 17), so the engine stores their text and banks
 * the reward it is told; it never judges whether an objective was met.
 */

/** The faction a player plays for (DATA-3: each player belongs to exactly one). */
export function factionOfPlayer(state: FsState, player: string): Faction | undefined {
  return state.factions.find((f) => f.playerIds.includes(player));
}

const notAPlayer = (player: string) =>
  ruleViolation('FS-SETUP-5', t('fsRules:objectives.notPlayer', { player }));

export function validateSecretObjective(
  state: FsState,
  c: CommandOf<'RecordSecretObjective'>,
): RuleViolation[] {
  if (!factionOfPlayer(state, c.player)) return [notAPlayer(c.player)];
  // Decision: a met objective is history (its glory is banked), so its text can no longer be replaced.
  if (state.secretObjectives?.[c.player]?.achieved)
    return [ruleViolation('FS-SETUP-5', t('fsRules:objectives.achieved', { player: c.player }))];
  return [];
}

export function resolveSecretObjective(sink: FsSink, c: CommandOf<'RecordSecretObjective'>): void {
  sink.emit('SecretObjectiveRecorded', { player: c.player, text: c.text.trim() }, ['FS-SETUP-5']);
}

export function validateObjectiveAchieved(
  state: FsState,
  c: CommandOf<'RecordObjectiveAchieved'>,
): RuleViolation[] {
  if (!factionOfPlayer(state, c.player)) return [notAPlayer(c.player)];
  const objective = state.secretObjectives?.[c.player];
  if (!objective) return [ruleViolation('FS-SETUP-5', t('fsRules:objectives.none', { player: c.player }))];
  // FS-SETUP-5: each player draws one card, so it can be met once.
  if (objective.achieved)
    return [ruleViolation('FS-SETUP-5', t('fsRules:objectives.achieved', { player: c.player }))];
  return [];
}

/**
 * The card is shown when it is met, so the event repeats its text (the viewer hides the text of an objective still
 * secret, FS-ORDER-2's rule for hidden information); the reward is banked glory (FS-GLORY-1, FS-GLORY-3).
 */
export function resolveObjectiveAchieved(sink: FsSink, c: CommandOf<'RecordObjectiveAchieved'>): void {
  const faction = factionOfPlayer(sink.state, c.player)!;
  const text = sink.state.secretObjectives![c.player]!.text;
  sink.emit('SecretObjectiveAchieved', { player: c.player, faction: faction.id, text }, ['FS-SETUP-5']);
  if (c.glory > 0)
    sink.emit(
      'GloryAwarded',
      { faction: faction.id, amount: c.glory, source: 'secretObjective', player: c.player },
      ['FS-SETUP-5', 'FS-GLORY-1'],
    );
}

export function validateGloryBonus(state: FsState, c: CommandOf<'RecordGloryBonus'>): RuleViolation[] {
  if (!state.factions.some((f) => f.id === c.faction))
    return [ruleViolation('FS-GLORY-1', t('fsRules:objectives.noFaction', { faction: c.faction }))];
  return [];
}

export function resolveGloryBonus(sink: FsSink, c: CommandOf<'RecordGloryBonus'>): void {
  sink.emit(
    'GloryAwarded',
    { faction: c.faction, amount: c.glory, source: 'bookBonus', reason: c.reason.trim() },
    ['FS-GLORY-1'],
  );
}

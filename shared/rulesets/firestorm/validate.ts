import { phaseAccepts, ruleViolation, type RuleViolation } from '../../kernel';
import { issueSentences } from '../../kernel/issueSentence';
import { fsCommandSchema, type FsCommand } from './model/commands';
import type { FsState } from './model/types';
import { FS_PHASES } from './phases';
import { validateAdvance } from './resolve/advance';
import { validateAutoResolve, validateChooseSiege, validateRecordGame } from './resolve/battles';
import { validateBuild, validateForgeScepter } from './resolve/build';
import { validateChoice, validateReroll } from './resolve/choices';
import { validateExecuteNext } from './resolve/execute';
import { validateRecordCharacters, validateSwapCharacter } from './resolve/characters';
import { validateRecordRoster } from './resolve/finalAssault';
import { validateRecordDefense } from './resolve/recordDefense';
import {
  validateGloryBonus,
  validateObjectiveAchieved,
  validateSecretObjective,
} from './resolve/secretObjectives';
import { validateSubmitOrders } from './resolve/orders';
import { validatePathToGlory } from './resolve/pathToGlory';
import {
  validateBuySiegeEquipment,
  validateChooseSiegeOption,
  validateDeclareFinalAssault,
} from './resolve/siege';
import { validateRaiseBanner, validateRaze, validateRemoveBanner } from './resolve/upkeep';
import { t } from '../../i18n';

/** GEN-10: why a command may not be played now (empty when it may). Never throws. */
export function validateFs(state: FsState, raw: unknown): readonly RuleViolation[] {
  const parsed = fsCommandSchema.safeParse(raw);
  if (!parsed.success)
    return [
      ruleViolation(
        'GEN-10',
        t('fsRules:validate.unreadable', {
          problems: issueSentences(parsed.error, t('fsRules:validate.theCommand'), raw),
        }),
      ),
    ];
  lastChecked = { raw, command: parsed.data as FsCommand };
  return validateFsCommand(state, parsed.data as FsCommand);
}

// The command validateFs (or the typed path) checked last, as parsed: the kernel resolves right after it validates,
// so resolve reads it here instead of parsing it with zod a second time (issue 11 profile). Keyed by identity.
let lastChecked: { readonly raw: unknown; readonly command: FsCommand } | undefined;

/** `raw` as the schema reads it: the parse validate just made of this very object, else a new parse. */
export function parsedFsCommand(raw: unknown): FsCommand {
  const last = lastChecked;
  if (last !== undefined && last.raw === raw) return last.command;
  return fsCommandSchema.parse(raw) as FsCommand;
}

/** validateFsCommand for a command auto-play typed itself (StepOptions.typed): it is its own parse. */
export function validateTypedFs(state: FsState, command: FsCommand): readonly RuleViolation[] {
  lastChecked = { raw: command, command };
  return validateFsCommand(state, command);
}

/**
 * validateFs after the schema: every rule, for a command already known to be well formed. The kernel calls it for
 * commands auto-play made itself with their TypeScript type (StepOptions.typed): issue 11 profile, parsing those
 * again with zod was a fixed cost per command that told nothing new.
 */
export function validateFsCommand(state: FsState, c: FsCommand): readonly RuleViolation[] {
  if (state.status === 'ended') return [ruleViolation('FS-GLORY-4', t('fsRules:validate.ended'))];
  if (!phaseAccepts(FS_PHASES, state.turn.step, c.type)) {
    // FS-BP-4 Decision: Build Points are spent only in BUILD.
    const rule =
      c.type === 'Build' || c.type === 'ForgeScepter'
        ? 'FS-BP-4'
        : c.type === 'Advance'
          ? 'AMD-3'
          : 'FS-TURN-1';
    return [
      ruleViolation(
        rule,
        t('fsRules:validate.wrongStep', {
          command: t(`fsEngine:commands.${c.type}`),
          step: t(`firestorm:steps.${state.turn.step}`),
        }),
      ),
    ];
  }
  switch (c.type) {
    case 'SubmitOrders':
      return validateSubmitOrders(state, c);
    case 'ExecuteNext':
      return validateExecuteNext(state, c);
    case 'ChooseSiege':
      return validateChooseSiege(state, c);
    case 'RecordGame':
      return validateRecordGame(state, c);
    case 'AutoResolve':
      return validateAutoResolve(state, c);
    case 'ChooseRetreat':
    case 'ChooseScatter':
      return validateChoice(state, c);
    case 'RerollBuildPoints':
      return validateReroll(state, c);
    case 'Raze':
      return validateRaze(state, c);
    case 'RemoveBanner':
      return validateRemoveBanner(state, c);
    case 'RaiseBanner':
      return validateRaiseBanner(state, c);
    case 'Build':
      return validateBuild(state, c);
    case 'ForgeScepter':
      return validateForgeScepter(state, c);
    case 'EndBuild':
      return [];
    case 'DeclareFinalAssault':
      return validateDeclareFinalAssault(state, c);
    case 'ChooseSiegeOption':
      return validateChooseSiegeOption(state, c);
    case 'BuySiegeEquipment':
      return validateBuySiegeEquipment(state, c);
    case 'Advance':
      return validateAdvance(state);
    case 'RecordPathToGlory':
      return validatePathToGlory(state, c);
    case 'RecordRoster':
      return validateRecordRoster(state, c);
    case 'RecordDefense':
      return validateRecordDefense(state, c);
    case 'RecordSecretObjective':
      return validateSecretObjective(state, c);
    case 'RecordObjectiveAchieved':
      return validateObjectiveAchieved(state, c);
    case 'RecordGloryBonus':
      return validateGloryBonus(state, c);
    case 'RecordCharacters':
      return validateRecordCharacters(state, c);
    case 'SwapCharacter':
      return validateSwapCharacter(state, c);
  }
}

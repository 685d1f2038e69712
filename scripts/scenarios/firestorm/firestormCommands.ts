import {
  FS_COMMAND_SCHEMAS,
  openBattles,
  type FsCommandType,
  type FsState,
} from '@shared/rulesets/firestorm';
import { z } from 'zod';

/**
 * The commands FORMAT-firestorm.md defines ("Commands (firestorm mode)"). The engine has more (RecordPathToGlory,
 * RecordRoster: records the GM enters in the app); a scenario file may use only these, and anything else is refused
 * by name (AMD-10: the runner refuses what the format does not define).
 */
export const FORMAT_FS_COMMANDS: readonly FsCommandType[] = [
  'SubmitOrders',
  'ExecuteNext',
  'ChooseSiege',
  'RecordGame',
  'AutoResolve',
  'ChooseRetreat',
  'ChooseScatter',
  'RerollBuildPoints',
  'Raze',
  'RemoveBanner',
  'RaiseBanner',
  'Build',
  'ForgeScepter',
  'EndBuild',
  'DeclareFinalAssault',
  'ChooseSiegeOption',
  'Advance',
];

/** FORMAT-firestorm.md commands: `do: { Name: { args } }` → the engine command; `RaiseBanner.as` names the banner. */
export const firestormCommand = (state: FsState, doSpec: Readonly<Record<string, unknown>>) =>
  commandOf(FORMAT_FS_COMMANDS, state, doSpec);

/**
 * Every engine command, for the project's own scenarios of records the format has no command for (Path to Glory,
 * rosters for SIEGE-17): run by tests/scripts/engineCommandScenarios.test.ts, never by `npm run scenarios`.
 */
export const firestormEngineCommand = (state: FsState, doSpec: Readonly<Record<string, unknown>>) =>
  commandOf(Object.keys(FS_COMMAND_SCHEMAS) as FsCommandType[], state, doSpec);

function commandOf(
  allowed: readonly FsCommandType[],
  _state: FsState,
  doSpec: Readonly<Record<string, unknown>>,
): { command: unknown } | { error: string } {
  const [name, rawArgs] = Object.entries(doSpec)[0]!;
  if (!(allowed as readonly string[]).includes(name))
    return {
      error: `unknown command ${name} (FORMAT-firestorm.md commands: ${allowed.join(', ')})`,
    };
  let args = (rawArgs ?? {}) as Record<string, unknown>;
  if (typeof args !== 'object' || Array.isArray(args))
    return { error: `${name}: arguments must be a mapping` };
  if (name === 'RaiseBanner' && 'as' in args) {
    const { as, ...rest } = args;
    args = { ...rest, banner: as };
  }
  const parsed = FS_COMMAND_SCHEMAS[name as FsCommandType].safeParse(args);
  if (!parsed.success) return { error: `${name}: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}` };
  return { command: { type: name, ...parsed.data } };
}

/**
 * FORMAT-firestorm.md "Choices": the decisions the runner makes while the engine waits and the next step does not
 * make them: retreat (BOT-11) and scatter (BOT-12) hexes, Build Point re-rolls (BOT-14), declining the Final
 * Assault at SiegeStarted (BOT-17).
 */
export function firestormAutoChoice(
  state: FsState,
  nextDo: Readonly<Record<string, unknown>> | undefined,
): unknown {
  const next = nextDo ? Object.keys(nextDo)[0] : undefined;
  const choice = state.pending[0];
  if (choice) {
    const command = choice.kind === 'retreat' ? 'ChooseRetreat' : 'ChooseScatter';
    if (next === command) return undefined;
    return { type: command, banner: choice.bannerId, hex: choice.options[0] };
  }
  if (state.turn.step === 'AFTERMATH') {
    if (next === 'RerollBuildPoints') return undefined;
    for (const battle of openBattles(state))
      for (const [i, game] of battle.games.entries()) {
        const one = game.bp?.find((r) => r.rerollable && r.value === 1);
        if (one) return { type: 'RerollBuildPoints', battle: battle.hex, game: i + 1, player: one.player };
      }
    if (openBattles(state).some((b) => b.games.some((g) => g.bp?.some((r) => r.rerollable))))
      return { type: 'Advance' };
  }
  if (
    state.turn.step === 'BATTLES' &&
    next !== 'DeclareFinalAssault' &&
    next !== 'Advance' &&
    nextDo !== undefined
  ) {
    const opening = openBattles(state).some((b) =>
      state.sieges.some((s) => s.battleId === b.id && s.state === 'opening'),
    );
    if (opening) return { type: 'Advance' };
  }
  return undefined;
}

import type { CommandSpec, Ruleset } from '../../kernel';
import { applyFsEvent } from './apply/applyEvent';
import { FS_COMMAND_SCHEMAS, type FsCommand, type FsCommandType } from './model/commands';
import type { FsEvent, FsState, FsStep } from './model/types';
import { FS_PHASES } from './phases';
import { resolveFs } from './resolve/resolveCommand';
import { FS_RULES } from './rules';
import { parsedFsCommand, validateFs, validateTypedFs } from './validate';

function commandTable(): Record<FsCommandType, CommandSpec> {
  const table = {} as Record<FsCommandType, CommandSpec>;
  for (const type of Object.keys(FS_COMMAND_SCHEMAS) as FsCommandType[]) {
    const phases = (Object.keys(FS_PHASES) as FsStep[]).filter((p) =>
      (FS_PHASES[p].commands as readonly string[]).includes(type),
    );
    table[type] = { phases, schema: FS_COMMAND_SCHEMAS[type] };
  }
  return table;
}

/** The Firestorm campaign ruleset (RULES.md §5, §6) on the kernel's seam. */
export const firestormRuleset: Ruleset<FsState, FsCommand, FsEvent> = {
  id: 'firestorm',
  rules: FS_RULES,
  commands: commandTable(),
  validate: validateFs,
  validateTyped: validateTypedFs,
  resolve: (sink, command) => resolveFs(sink, parsedFsCommand(command)),
  apply: applyFsEvent,
  stamp: (state) => ({ turn: state.turn.number, step: state.turn.step }),
};

import { parseCliArgs } from './cliArgs';
import { currentLanguage, setLanguage, t } from '@shared/i18n';
import { consoleIo, type CliIo } from './cliIo';
import { envLanguage, takeLangFlag, type LocaleEnv } from './cliLanguage';

/** The commands, in the order --help lists them. */
export const COMMANDS = [
  'export',
  'new',
  'import',
  'pack',
  'battlefield',
  'balance',
  'tent',
  'chronicle',
] as const;
type CommandName = (typeof COMMANDS)[number];

/** Each command's own usage: an argument error prints one line and this, not the whole manual (issue 27). */
export const commandUsage = (command: CommandName): string => t(`cli:usage.${command}`);

/** The whole manual (--help), in the language of the run (issue 32). */
export const usage = (): string =>
  `${t('cli:usage.heading')}\n${COMMANDS.map(commandUsage).join('\n')}\n${t('cli:usage.global')}\n\n${t('cli:usage.footer')}`;

/** The exit code of an error nobody foresaw: one plain line, never a stack trace (issue 9). */
export const UNEXPECTED_ERROR = 3;

/**
 * The `hexmarch` command line; the exit codes are in {@link usage}. Speaks the language of `--lang`, else the system's (`env`). Never throws: an unforeseen error is one line
 * on stderr and exit code 3.
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo = consoleIo,
  env: LocaleEnv = process.env,
): Promise<number> {
  // The language of this run (issue 32): --lang, else the system's; put back after, for callers in one process.
  const before = currentLanguage();
  setLanguage(envLanguage(env));
  try {
    const lang = takeLangFlag(argv);
    if (!lang.ok) {
      io.error(lang.error);
      return 2;
    }
    if (lang.value.language) setLanguage(lang.value.language);
    return await runCommand(lang.value.argv, io);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.error(t('cli:unexpectedError', { message: message.split('\n')[0] }));
    return UNEXPECTED_ERROR;
  } finally {
    setLanguage(before);
  }
}

/** One line saying what is wrong, then the command's own usage (issue 27). */
function usageError(io: CliIo, command: CommandName, message: string): number {
  io.error(message);
  io.error(`${t('cli:usage.heading')}\n${commandUsage(command)}\n${t('cli:usage.more')}`);
  return 2;
}

/**
 * Each command's modules are imported when it runs, not before (issue 30): the compiled CLI splits them into chunks
 * of their own, so `--help` loads none of them and `new` never loads the PDF and canvas libraries of `export`.
 */
async function runCommand(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === 'help') {
    io.out(usage());
    return command === undefined ? 2 : 0;
  }
  if (command === 'export') {
    const [{ EXPORT_SWITCHES, EXPORT_VALUED, exportOptions }, { exportCommand }] = await Promise.all([
      import('./exportOptions'),
      import('./exportCommand'),
    ]);
    const args = parseCliArgs(rest, EXPORT_VALUED, EXPORT_SWITCHES);
    const options = args.ok ? exportOptions(args.value) : args;
    if (!options.ok) return usageError(io, command, options.error);
    return exportCommand(options.value, io);
  }
  if (command === 'new') {
    const { NEW_SWITCHES, NEW_VALUED, newCommand, newOptions } = await import('./newCommand');
    const args = parseCliArgs(rest, NEW_VALUED, NEW_SWITCHES);
    const options = args.ok ? newOptions(args.value) : args;
    if (!options.ok) return usageError(io, command, options.error);
    return newCommand(options.value, io);
  }
  if (command === 'import') {
    const { IMPORT_SWITCHES, IMPORT_VALUED, importCommand, importOptions } = await import('./importCommand');
    const args = parseCliArgs(rest, IMPORT_VALUED, IMPORT_SWITCHES);
    const options = args.ok ? importOptions(args.value) : args;
    if (!options.ok) return usageError(io, command, options.error);
    return importCommand(options.value, io);
  }
  if (command === 'pack') {
    const [{ PACK_SWITCHES, PACK_VALUED, packOptions }, { packCommand }] = await Promise.all([
      import('./packOptions'),
      import('./packCommand'),
    ]);
    const args = parseCliArgs(rest, PACK_VALUED, PACK_SWITCHES);
    const options = args.ok ? packOptions(args.value) : args;
    if (!options.ok) return usageError(io, command, options.error);
    return packCommand(options.value, io);
  }
  if (command === 'battlefield') {
    const [{ BATTLEFIELD_SWITCHES, BATTLEFIELD_VALUED, battlefieldOptions }, { battlefieldCommand }] =
      await Promise.all([import('./battlefieldOptions'), import('./battlefieldCommand')]);
    const args = parseCliArgs(rest, BATTLEFIELD_VALUED, BATTLEFIELD_SWITCHES);
    const options = args.ok ? battlefieldOptions(args.value) : args;
    if (!options.ok) return usageError(io, command, options.error);
    return battlefieldCommand(options.value, io);
  }
  if (command === 'balance') {
    const { BALANCE_SWITCHES, BALANCE_VALUED, balanceCommand, balanceOptions } =
      await import('./balanceCommand');
    const args = parseCliArgs(rest, BALANCE_VALUED, BALANCE_SWITCHES);
    const options = args.ok ? balanceOptions(args.value) : args;
    if (!options.ok) return usageError(io, command, options.error);
    return balanceCommand(options.value, io);
  }
  if (command === 'tent') {
    const { TENT_SWITCHES, TENT_VALUED, tentCommand, tentOptions, untilSignal } =
      await import('./tentCommand');
    const args = parseCliArgs(rest, TENT_VALUED, TENT_SWITCHES);
    const options = args.ok ? tentOptions(args.value) : args;
    if (!options.ok) return usageError(io, command, options.error);
    return tentCommand(options.value, io, untilSignal);
  }
  if (command === 'chronicle') {
    const [{ CHRONICLE_SWITCHES, CHRONICLE_VALUED, chronicleOptions }, { chronicleCommand }] =
      await Promise.all([import('./chronicleOptions'), import('./chronicleCommand')]);
    const args = parseCliArgs(rest, CHRONICLE_VALUED, CHRONICLE_SWITCHES);
    const options = args.ok ? chronicleOptions(args.value) : args;
    if (!options.ok) return usageError(io, command, options.error);
    return chronicleCommand(options.value, io);
  }
  io.error(t('cli:unknownCommand', { command, commands: COMMANDS.join(', ') }));
  return 2;
}

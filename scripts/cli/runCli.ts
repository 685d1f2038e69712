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
export const COMMAND_USAGE = {
  export: `  hexmarch export <campaign.hexmarch> --out map.pdf [options]
      --paper A4|A3|Letter|Legal|WxH   sheet size (custom in mm)      --orientation portrait|landscape
      --dpi 150|300|600                --pages NxM (fit) or --hex-mm N (hex width across flats)
      --margin MM  --overlap MM        --coords classic|axial|none   --title TEXT
      --side NAME|all                  handouts: only that side's armies (all: one file per side)
      --png  (one PNG per sheet)       --single (PNG of the whole map in one image)
      --format pdf|png|svg|foundry|tiled|hexjson   svg: the whole map as layered vector; foundry: a
                  scene .json and its background .png; tiled: a .tmj and its tileset; hexjson: a .hexjson
                  (.svg, .tmj and .hexjson outputs choose their format by themselves)
      --no-crop-marks --no-legend --no-armies --no-lords --no-turn
      --no-notes (leave out hex labels and notes; otherwise on the GM's map, never on handouts:
                  labels and numbered note marks on the map, the notes listed on pages after it)
      --force (replace output files that already exist)`,
  new: `  hexmarch new --out campaign.hexmarch [--seed 42] [--size 40x30] [--name TEXT] [--ruleset core|firestorm [--factions 2-4]] [--map-only] [--force]
      settlements and rivers follow the size, as in the app's New map dialog`,
  import: `  hexmarch import <world.json> --out map.hexmarch [--size 40x30] [--whole-world] [--force]
      an Azgaar Fantasy Map Generator world (its Full JSON export: Menu → Export → JSON) as a map to prepare;
      --size defaults to about 1,800 hexes in the world's shape; --whole-world keeps the sea around the land`,
  pack: `  hexmarch pack <campaign.hexmarch> --out night.pdf [options]     the game-night pack
      --paper A4|Letter   --markdown night.md (- for the console)   --side NAME (that side's debrief only)
      --turns N|all (side-turns reported, default 2)                --force (replace existing files)`,
  battlefield: `  hexmarch battlefield <campaign.hexmarch> --out plan.svg|plan.png [options]   a battle's table plan
      --battle N (the Nth battle waiting for a result, default 1)   --table 72x48|60x44|44x30|WxH (inches)
      --seed N (the same seed gives the same plan, default 1)       --force (replace an existing file)`,
  balance: `  hexmarch balance <file> [--runs 1000] [--json report.json]   the balance report
      --seed N (first run's seed, default 1)   --max-turns N (default 200)   --threads N   --force
      --ruleset firestorm [--factions 2-4] (Firestorm on the file's map, one faction per alliance, default 4)
      --policy P | "FACTION=P,..."   Firestorm order policies: cautious (BOT-18), aggressive, defensive
                       (default aggressive for every faction)
      --compare-policy P | "FACTION=P,..."   what if: the same runs with other policies, side by side
      --kind assault   the file's fortress battle waiting for an assault (LOC-7): outcome rates, turns, losses
      --kind defense [--players 1-4] [--difficulty 1-4]   the file's defense game (or these settings, no file
                       needed): how often the city holds, Influence, turns
      A saved assault (the Assault tab's Save…) or a saved defense game file is reported on as it is.`,
  tent: `  hexmarch tent <campaign.hexmarch> [--host ADDRESS] [--port 4300] [--out FOLDER] [--qr]   the order tent
      Firestorm: each faction orders from its own phone; locked orders are written as order files (to FOLDER,
      default the campaign's) for Orders from a distance. Core: each side's read-only "your side" page.
      --host: one of this computer's addresses (default its first network address)   --qr: QR codes in the terminal`,
  chronicle: `  hexmarch chronicle <campaign.hexmarch> --out site/ [--side NAME] [--lang de] [--force]   the campaign chronicle
      A self-contained site (site/index.html opens from the file system, no network): the map turn by turn,
      every battle, standings and one war diary per side. A running campaign shows only what every side may see;
      --side NAME: that side's own view. Once the campaign has ended it tells everything.
      --force: write into a folder that already holds files (only the chronicle's own files are replaced)
      --lang: the page's language (en, de; default the CLI's)`,
} as const;
type CommandName = keyof typeof COMMAND_USAGE;

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

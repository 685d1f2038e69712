import { MAX_FILE_CHARS, loadHexmarchFile } from '@shared/file';
import {
  describeAzgaarWorld,
  importAzgaarWorld,
  importedPhrase,
  readAzgaarWorld,
  type AzgaarImportSummary,
} from '@shared/interchange/azgaar';
import { t } from '@shared/i18n';
import { err, ok, type Result } from '@shared/result';
import { sizeFlag, type CliArgs } from './cliArgs';
import type { CliIo } from './cliIo';
import { refuseExisting, writeOutputs } from './cliOutput';
import { hexmarchFileText, readCliFile } from './documentFile';

export const IMPORT_VALUED = ['size', 'out'] as const;
export const IMPORT_SWITCHES = ['whole-world', 'force'] as const;

export interface ImportOptions {
  readonly world: string;
  readonly out: string;
  /** W×H in hexes; absent: the size proposed for the world's aspect (as the app's import dialog proposes). */
  readonly size?: { readonly width: number; readonly height: number };
  /** Resample the whole canvas rather than the land's bounding box. */
  readonly wholeWorld: boolean;
  readonly force: boolean;
}

export function importOptions(args: CliArgs): Result<ImportOptions, string> {
  const [world, extra] = args.positional;
  if (world === undefined) return err(t('cli:import.nameWorld'));
  if (extra !== undefined) return err(t('cli:args.unexpected', { arg: extra }));
  const out = args.values.get('out');
  if (!out) return err(t('cli:args.outCampaign'));
  const raw = args.values.get('size');
  const size = raw === undefined ? undefined : sizeFlag(raw, 'size');
  if (size && !size.ok) return size;
  return ok({
    world,
    out,
    ...(size ? { size: { width: size.value.a, height: size.value.b } } : {}),
    wholeWorld: args.switches.has('whole-world'),
    force: args.switches.has('force'),
  });
}

/** The summary as the CLI prints it: what was made, then what the GM may want to look at. */
export function importSummaryLines(summary: AzgaarImportSummary): string[] {
  const { burgs, rivers } = summary;
  const lines = [
    `  ${importedPhrase(summary)}.`,
    ...summary.fortresses.map((name) => t('cli:import.fortress', { name })),
  ];
  const left = burgs.outside + burgs.crowded + burgs.beyondCount;
  if (left > 0)
    lines.push(
      t('cli:import.leftOut', {
        count: left,
        beyond: burgs.beyondCount,
        crowded: burgs.crowded,
        outside: burgs.outside,
      }),
    );
  if (burgs.removed > 0) lines.push(t('cli:import.removed', { count: burgs.removed }));
  if (rivers.dropped > 0) lines.push(t('cli:import.riversDropped', { count: rivers.dropped }));
  for (const note of summary.notes) lines.push(t('cli:output.note', { note }));
  return lines;
}

/**
 * `hexmarch import world.json --out map.hexmarch` (issue 31): an Azgaar Fantasy Map Generator world (its Full
 * JSON export) resampled onto a hex map, written as a map to prepare in the editor (no campaign started).
 */
export async function importCommand(options: ImportOptions, io: CliIo): Promise<number> {
  const existing = await refuseExisting([options.out], options.force);
  if (existing) {
    io.error(existing);
    return 1;
  }
  const read = await readCliFile(options.world, MAX_FILE_CHARS);
  if (!read.ok) {
    io.error(read.error);
    return 1;
  }
  const world = readAzgaarWorld(read.text);
  if (!world.ok) {
    io.error(t('cli:import.cannotImport', { path: options.world, reason: world.error }));
    return 1;
  }
  const cropToLand = !options.wholeWorld;
  const proposed = describeAzgaarWorld(world.value).proposed;
  const size = options.size ?? (cropToLand ? proposed.land : proposed.whole);
  const made = importAzgaarWorld(world.value, { ...size, cropToLand });
  if (!made.ok) {
    io.error(made.error);
    return 2;
  }
  const text = hexmarchFileText({ mapDocument: made.value.mapDocument, campaign: null });
  // Only a file that opens again is written (issue 26), as `hexmarch new` does.
  const reopened = loadHexmarchFile(text);
  if (!reopened.ok) {
    io.error(t('cli:output.notReopen', { path: options.out, reason: reopened.error.message }));
    return 1;
  }
  const failure = await writeOutputs([{ path: options.out, data: text }]);
  if (failure) {
    io.error(failure);
    return 1;
  }
  const wrote = { path: options.out, width: size.width, height: size.height, world: world.value.name };
  io.out(t(world.value.name ? 'cli:import.wrote' : 'cli:import.wroteUnnamed', wrote));
  for (const line of importSummaryLines(made.value.summary)) io.out(line);
  return 0;
}

import { DEFAULT_TABLE, parseTableSize, type TableSize } from '@shared/battlefield';
import { t } from '@shared/i18n';
import { err, ok, type Result } from '@shared/result';
import type { CliArgs } from './cliArgs';

export const BATTLEFIELD_VALUED = ['out', 'battle', 'table', 'seed'] as const;
export const BATTLEFIELD_SWITCHES = ['force'] as const;

export interface BattlefieldCliOptions {
  readonly input: string;
  readonly out: string;
  readonly format: 'svg' | 'png';
  /** 1 = the first battle waiting for a result. */
  readonly battle: number;
  readonly table: TableSize;
  readonly seed: number;
  readonly force: boolean;
}

/** Reads `hexmarch battlefield` flags (issue 29); every mistake is one sentence naming the flag. */
export function battlefieldOptions(args: CliArgs): Result<BattlefieldCliOptions, string> {
  const [input, ...extra] = args.positional;
  if (!input) return err(t('cli:battlefield.nameFile'));
  if (extra.length > 0) return err(t('cli:args.unexpected', { arg: extra[0] }));
  const out = args.values.get('out');
  if (!out) return err(t('cli:battlefield.outRequired'));
  const format = /\.svg$/i.test(out) ? 'svg' : /\.png$/i.test(out) ? 'png' : null;
  if (!format) return err(t('cli:battlefield.outExt', { out }));
  const battleFlag = args.values.get('battle') ?? '1';
  if (!/^\d+$/.test(battleFlag) || Number(battleFlag) < 1)
    return err(t('cli:battlefield.battleBad', { value: battleFlag }));
  const tableFlag = args.values.get('table');
  let table = DEFAULT_TABLE;
  if (tableFlag !== undefined) {
    const parsed = parseTableSize(tableFlag);
    if (!parsed.ok) return err(t('cli:battlefield.tableBad', { reason: parsed.error }));
    table = parsed.value;
  }
  const seedFlag = args.values.get('seed') ?? '1';
  if (!/^-?\d+$/.test(seedFlag) || !Number.isSafeInteger(Number(seedFlag)))
    return err(t('cli:battlefield.seedBad', { value: seedFlag }));
  return ok({
    input,
    out,
    format,
    battle: Number(battleFlag),
    table,
    seed: Number(seedFlag),
    force: args.switches.has('force'),
  });
}

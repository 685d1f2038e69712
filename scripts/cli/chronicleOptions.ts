import { t } from '@shared/i18n';
import { err, ok, type Result } from '@shared/result';
import type { CliArgs } from './cliArgs';

export const CHRONICLE_VALUED = ['out', 'side'] as const;
export const CHRONICLE_SWITCHES = ['force'] as const;

export interface ChronicleCliOptions {
  readonly input: string;
  /** The folder the site is written to. */
  readonly out: string;
  /** A side's or faction's name (its own view), or null for what every side may see. */
  readonly side: string | null;
  readonly force: boolean;
}

/** Reads `hexmarch chronicle` flags; every mistake is one sentence naming the flag. */
export function chronicleOptions(args: CliArgs): Result<ChronicleCliOptions, string> {
  const [input, ...extra] = args.positional;
  if (!input) return err(t('cli:chronicle.nameFile'));
  if (extra.length > 0) return err(t('cli:args.unexpected', { arg: extra[0] }));
  const out = args.values.get('out');
  if (out === undefined) return err(t('cli:chronicle.outRequired'));
  if (/\.html?$/i.test(out)) return err(t('cli:chronicle.outFolder', { out }));
  return ok({ input, out, side: args.values.get('side') ?? null, force: args.switches.has('force') });
}

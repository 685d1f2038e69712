import { t } from '@shared/i18n';
import { err, ok, type Result } from '@shared/result';

/** Parsed flags: `--name value` pairs and bare `--switch`es, plus the positional arguments in order. */
export interface CliArgs {
  readonly positional: readonly string[];
  readonly values: ReadonlyMap<string, string>;
  readonly switches: ReadonlySet<string>;
}

/**
 * Splits argv by the command's vocabulary: `valued` flags take the next argument (or `--flag=value`), `switches`
 * take none. Anything else starting with "--" is an error naming it, so a typo never passes silently.
 */
export function parseCliArgs(
  argv: readonly string[],
  valued: readonly string[],
  switches: readonly string[],
): Result<CliArgs, string> {
  const positional: string[] = [];
  const values = new Map<string, string>();
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (switches.includes(name) && inline === undefined) {
      seen.add(name);
    } else if (valued.includes(name)) {
      const value = inline ?? argv[++i];
      if (value === undefined || value === '') return err(t('cli:args.needsValue', { flag: name }));
      values.set(name, value);
    } else {
      return err(t('cli:args.unknownOption', { flag: name }));
    }
  }
  return ok({ positional, values, switches: seen });
}

/** A number ≥ 0 from a flag, or an error sentence naming the flag and what is wrong with the value. */
export function numberFlag(args: CliArgs, name: string): Result<number | undefined, string> {
  const raw = args.values.get(name);
  if (raw === undefined) return ok(undefined);
  const value = Number(raw);
  if (!Number.isFinite(value)) return err(t('cli:args.notNumber', { flag: name, value: raw }));
  return value >= 0 ? ok(value) : err(t('cli:args.negative', { flag: name, value: raw }));
}

/** "NxM" (also "N×M") as two whole numbers ≥ 1. */
export function sizeFlag(raw: string, name: string): Result<{ a: number; b: number }, string> {
  const match = /^(\d+)\s*[x×X]\s*(\d+)$/.exec(raw.trim());
  if (!match) return err(t('cli:args.sizeShape', { flag: name, value: raw }));
  const a = Number(match[1]);
  const b = Number(match[2]);
  return a >= 1 && b >= 1 ? ok({ a, b }) : err(t('cli:args.sizeTooSmall', { flag: name, value: raw }));
}

import { DEFAULT_PACK_OPTIONS, type PackOptions } from '@shared/pack';
import { t } from '@shared/i18n';
import { err, ok, type Result } from '@shared/result';
import { PACK_PAPERS, type PackPaper } from '../../renderer/src/pack/packPdf';
import type { CliArgs } from './cliArgs';

export const PACK_VALUED = ['out', 'paper', 'markdown', 'side', 'turns'] as const;
export const PACK_SWITCHES = ['force'] as const;

export interface PackCliOptions {
  readonly input: string;
  /** The PDF to write, or null for Markdown only. */
  readonly out: string | null;
  /** The Markdown to write ("-" for standard output), or null. */
  readonly markdown: string | null;
  readonly paper: PackPaper;
  readonly force: boolean;
  readonly pack: PackOptions;
}

/** Reads `hexmarch pack` flags; every mistake is one sentence naming the flag. */
export function packOptions(args: CliArgs): Result<PackCliOptions, string> {
  const [input, ...extra] = args.positional;
  if (!input) return err(t('cli:pack.nameFile'));
  if (extra.length > 0) return err(t('cli:args.unexpected', { arg: extra[0] }));
  const out = args.values.get('out') ?? null;
  const markdown = args.values.get('markdown') ?? null;
  if (out === null && markdown === null) return err(t('cli:pack.outRequired'));
  if (out !== null && !/\.pdf$/i.test(out)) return err(t('cli:pack.outPdf', { out }));
  if (out !== null && out === markdown) return err(t('cli:pack.different'));
  const paperFlag = args.values.get('paper') ?? 'A4';
  const paper = PACK_PAPERS.find((p) => p.toLowerCase() === paperFlag.toLowerCase());
  if (!paper) return err(t('cli:pack.paperBad', { value: paperFlag }));
  const turnsFlag = args.values.get('turns');
  let turns: PackOptions['turns'] = DEFAULT_PACK_OPTIONS.turns;
  if (turnsFlag !== undefined) {
    if (turnsFlag.toLowerCase() === 'all') turns = 'all';
    else if (/^\d+$/.test(turnsFlag) && Number(turnsFlag) >= 1) turns = Number(turnsFlag);
    else return err(t('cli:pack.turnsBad', { value: turnsFlag }));
  }
  return ok({
    input,
    out,
    markdown,
    paper,
    force: args.switches.has('force'),
    pack: { turns, side: args.values.get('side') ?? null },
  });
}

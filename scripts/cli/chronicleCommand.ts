import path from 'node:path';
import { buildChronicle } from '@shared/chronicle';
import { t } from '@shared/i18n';
import type { ChronicleCliOptions } from './chronicleOptions';
import type { CliIo } from './cliIo';
import { readHexmarchDocument } from './documentFile';
import { writeSiteFolder } from './writeSiteFolder';

/**
 * `hexmarch chronicle` (issue 33): the campaign chronicle as a folder holding a self-contained site. 0 when written;
 * 1 when the campaign file cannot be read or the folder written (or holds files, without --force); 2 when there is
 * no chronicle to make (a map without a campaign, an unknown side).
 */
export async function chronicleCommand(options: ChronicleCliOptions, io: CliIo): Promise<number> {
  const read = await readHexmarchDocument(options.input);
  if (!read.ok) {
    io.error(read.error);
    return 1;
  }
  const started = performance.now();
  const site = buildChronicle(read.value, { side: options.side });
  if (!site.ok) {
    io.error(t('cli:chronicle.noChronicle', { path: options.input, reason: site.error }));
    return 2;
  }
  const built = performance.now() - started;
  const failure = await writeSiteFolder(options.out, site.value.files, options.force);
  if (failure) {
    io.error(failure);
    return 1;
  }
  const bytes = Object.values(site.value.files).reduce(
    (sum, text) => sum + Buffer.byteLength(text, 'utf8'),
    0,
  );
  const data = site.value.data;
  const turns = data.frames.at(-1)?.turn ?? 0;
  io.out(
    t('cli:chronicle.wrote', {
      path: path.join(options.out, 'index.html'),
      kb: Math.round(bytes / 1024),
      ms: Math.round(built),
      turns: t('cli:chronicle.turns', { count: turns }),
      battles: t('cli:chronicle.battles', { count: data.battles.length }),
      moments: t('cli:chronicle.moments', { count: data.moments.length }),
    }),
  );
  io.out(t('cli:chronicle.shown', { audience: data.audience }));
  return 0;
}

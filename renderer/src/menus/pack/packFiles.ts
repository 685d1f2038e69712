import type { ExportFileData } from '@shared/ipc';
import { packMarkdown, type Pack } from '@shared/pack';
import { exportPackPdf, type PackPaper } from '../../pack/packPdf';
import type { PrintEnvironment } from '../../print/printSurface';
import { fileStem } from '../export/exportFiles';

/** "skirmish-pack", or "skirmish-blue-debrief" for one side's debrief. */
export function packStem(pack: Pack, sideName: string | null): string {
  return `${fileStem(pack.title)}-${sideName ? `${fileStem(sideName)}-debrief` : 'pack'}`;
}

/** The pack as one PDF file, named after the campaign. */
export async function packPdfFile(
  env: PrintEnvironment,
  pack: Pack,
  paper: PackPaper,
  sideName: string | null,
): Promise<ExportFileData> {
  return { name: `${packStem(pack, sideName)}.pdf`, bytes: await exportPackPdf(env, pack, paper) };
}

/** The pack as one Markdown file (browser edition download). */
export function packMarkdownFile(pack: Pack, sideName: string | null): ExportFileData {
  return { name: `${packStem(pack, sideName)}.md`, bytes: new TextEncoder().encode(packMarkdown(pack)) };
}

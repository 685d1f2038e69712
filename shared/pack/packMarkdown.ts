import { PIECE_KINDS, type BattlefieldPlan } from '../battlefield';
import type { Pack, PackBlock, PackChart, PackPage } from './packTypes';

/** Markdown escapes for text that lands in a table cell or at the start of a line. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(columns: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${columns.map(cell).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

/** A chart as text: the last value of each series and its change over the campaign. */
function chartLines(chart: PackChart): string[] {
  const lines = [`*${chart.title}:*`];
  for (const series of chart.series) {
    const values = series.points.map((p) => p.y);
    if (values.length === 0) continue;
    lines.push(`- ${series.name}: ${values.join(' → ')}`);
  }
  return lines;
}

function blockLines(block: PackBlock): string[] {
  switch (block.kind) {
    case 'heading':
      return [`### ${block.text}`];
    case 'paragraph':
      return [
        block.tone === 'warning'
          ? `> **${block.text}**`
          : block.tone === 'note'
            ? `*${block.text}*`
            : block.text,
      ];
    case 'facts':
      return block.rows.map((row) => `- **${row.label}:** ${row.value}`);
    case 'list':
      return block.items.map((item) => `- ${item}`);
    case 'table':
      return table(block.columns, block.rows);
    case 'resultBox':
      return [
        `**${block.title}**`,
        ...block.choices.map((c) => `- **${c.label}:** ${c.value}`),
        '',
        ...block.blanks.map((b) => `- ${b}`),
      ];
    case 'map':
      // A forum post carries no picture; the caption says what the printed map shows.
      return [`*Map: ${block.map.caption}*`];
    case 'chart':
      return chartLines(block.chart);
    case 'battlefield':
      // No picture in a forum post: the caption and the pieces, by kind; the notes follow as a list block.
      return [`*Table plan: ${block.caption}*`, '', `Pieces: ${piecesLine(block.plan)}.`];
    case 'columns':
      return [...block.left, ...block.right].flatMap((b) => ['', ...blockLines(b)]).slice(1);
  }
}

function pageMarkdown(page: PackPage): string {
  const lines = [`## ${page.title}`, '', `*${page.subtitle}*`];
  for (const block of page.blocks) lines.push('', ...blockLines(block));
  return lines.join('\n');
}

/**
 * The pack as Markdown (issue 17): the same pages and blocks as the PDF, for a club forum or chat. Maps become
 * their captions and charts their numbers.
 */
export function packMarkdown(pack: Pack): string {
  const head = [`# ${pack.title} — game-night pack`, '', `*${pack.when} · for ${pack.audience}*`];
  return [head.join('\n'), ...pack.pages.map(pageMarkdown)].join('\n\n---\n\n') + '\n';
}

function piecesLine(plan: BattlefieldPlan): string {
  const counts = new Map<string, number>();
  for (const p of plan.pieces)
    counts.set(PIECE_KINDS[p.kind].name, (counts.get(PIECE_KINDS[p.kind].name) ?? 0) + 1);
  const list = [...counts].map(([name, n]) => `${n} × ${name}`);
  if (plan.river) list.push('a river');
  return list.join(', ');
}

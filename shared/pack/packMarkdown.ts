import { pieceName, type BattlefieldPlan } from '../battlefield';
import { t as translate } from '../i18n';
import { markdownText as t } from './markdownText';
import type { Pack, PackBlock, PackChart, PackPage } from './packTypes';

/** Markdown escapes for text that lands in a table cell: its own bars, and no line breaks. */
const cell = (text: string) => t(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(columns: readonly string[], rows: readonly (readonly string[])[]): string[] {
  return [
    `| ${columns.map(cell).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ];
}

/** A chart as text: the last value of each series and its change over the campaign. */
function chartLines(chart: PackChart): string[] {
  const lines = [`*${t(chart.title)}:*`];
  for (const series of chart.series) {
    const values = series.points.map((p) => p.y);
    if (values.length === 0) continue;
    lines.push(`- ${t(series.name)}: ${values.join(' → ')}`);
  }
  return lines;
}

function blockLines(block: PackBlock): string[] {
  switch (block.kind) {
    case 'heading':
      return [`### ${t(block.text)}`];
    case 'paragraph':
      return [
        block.tone === 'warning'
          ? `> **${t(block.text)}**`
          : block.tone === 'note'
            ? `*${t(block.text)}*`
            : t(block.text),
      ];
    case 'facts':
      return block.rows.map((row) => `- **${t(row.label)}:** ${t(row.value)}`);
    case 'list':
      return block.items.map((item) => `- ${t(item)}`);
    case 'table':
      return table(block.columns, block.rows);
    case 'resultBox':
      return [
        `**${t(block.title)}**`,
        ...block.choices.map((c) => `- **${t(c.label)}:** ${t(c.value)}`),
        '',
        ...block.blanks.map((b) => `- ${t(b)}`),
      ];
    case 'map':
      // A forum post carries no picture; the caption says what the printed map shows.
      return [translate('pack:markdown.map', { caption: t(block.map.caption) })];
    case 'chart':
      return chartLines(block.chart);
    case 'battlefield':
      // No picture in a forum post: the caption and the pieces, by kind; the notes follow as a list block.
      return [
        translate('pack:markdown.tablePlan', { caption: t(block.caption) }),
        '',
        translate('pack:markdown.pieces', { pieces: t(piecesLine(block.plan)) }),
      ];
    case 'columns':
      return [...block.left, ...block.right].flatMap((b) => ['', ...blockLines(b)]).slice(1);
  }
}

function pageMarkdown(page: PackPage): string {
  const lines = [`## ${t(page.title)}`, '', `*${t(page.subtitle)}*`];
  for (const block of page.blocks) lines.push('', ...blockLines(block));
  return lines.join('\n');
}

/**
 * The pack as Markdown (issue 17): the same pages and blocks as the PDF, for a club forum or chat. Maps become
 * their captions and charts their numbers.
 */
export function packMarkdown(pack: Pack): string {
  const head = [
    translate('pack:markdown.head', { title: t(pack.title) }),
    '',
    translate('pack:markdown.when', { when: t(pack.when), audience: t(pack.audience) }),
  ];
  return [head.join('\n'), ...pack.pages.map(pageMarkdown)].join('\n\n---\n\n') + '\n';
}

function piecesLine(plan: BattlefieldPlan): string {
  const counts = new Map<string, number>();
  for (const p of plan.pieces) counts.set(pieceName(p.kind), (counts.get(pieceName(p.kind)) ?? 0) + 1);
  const list = [...counts].map(([name, count]) => translate('pack:markdown.piece', { count, name }));
  if (plan.river) list.push(translate('pack:markdown.river'));
  return list.join(', ');
}

import { battlefieldSvg } from '@shared/battlefield';
import type { PackBlock, PackPage } from '@shared/pack';
import { PackImage } from './PackImage';
import { t } from '@shared/i18n';

/** Paper widths (mm) the preview lays out for: the text column of the PDF (A4 minus 14 mm margins). */
const TEXT_MM = 182;
const HALF_MM = (TEXT_MM - 6) / 2;

function Block({ block, widthMm }: { block: PackBlock; widthMm: number }) {
  switch (block.kind) {
    case 'heading':
      return <h3>{block.text}</h3>;
    case 'paragraph':
      return <p className={`pack-${block.tone ?? 'normal'}`}>{block.text}</p>;
    case 'facts':
      return (
        <dl className="pack-facts">
          {block.rows.map((row, i) => (
            <div key={i}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <table className="pack-table">
          <thead>
            <tr>
              {block.columns.map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'resultBox':
      return (
        <div className="pack-result">
          <h3>{block.title}</h3>
          <Block block={{ kind: 'facts', rows: block.choices }} widthMm={widthMm} />
          {block.blanks.map((blank) => (
            <p key={blank}>{blank}</p>
          ))}
        </div>
      );
    case 'map':
      return (
        <figure>
          <PackImage map={block.map} widthMm={widthMm} maxHeightMm={block.map.area === 'whole' ? 95 : 52} />
          <figcaption>{block.map.caption}</figcaption>
        </figure>
      );
    case 'chart':
      return <PackImage chart={block.chart} widthMm={widthMm} maxHeightMm={52} />;
    case 'battlefield':
      // Issue 29: the same drawing as the PDF's, as SVG (sharp at any preview width).
      return (
        <figure>
          <img
            className="pack-image"
            data-testid="pack-battlefield"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(battlefieldSvg(block.plan, { notes: false }))}`}
            alt={t('menus:pack.tablePlan', { caption: block.caption })}
            style={{ width: '100%' }}
          />
          <figcaption>{block.caption}</figcaption>
        </figure>
      );
    case 'columns':
      return (
        <div className="pack-columns">
          {[block.left, block.right].map((stack, i) => (
            <div key={i}>
              {stack.map((b, j) => (
                <Block key={j} block={b} widthMm={HALF_MM} />
              ))}
            </div>
          ))}
        </div>
      );
  }
}

/** One pack page as the GM will read it on paper: the PDF's blocks, as HTML on a white sheet. */
export function PackPagePreview({ page, index }: { page: PackPage; index: number }) {
  return (
    <article
      className={`pack-sheet pack-${page.kind}`}
      data-testid="pack-page"
      data-kind={page.kind}
      aria-label={page.title}
    >
      <h2>{page.title}</h2>
      <p className="pack-subtitle">
        {page.subtitle}
        <span className="pack-number">{t('menus:pack.page', { number: index + 1 })}</span>
      </p>
      {page.blocks.map((block, i) => (
        <Block key={i} block={block} widthMm={TEXT_MM} />
      ))}
    </article>
  );
}

import { currentLanguage, t } from '../i18n';
import { CHRONICLE_CSS } from './chronicleCss';
import { escapeXml as esc } from './chronicleMap';
import { CHRONICLE_SCRIPT } from './chronicleScript';
import type { ChronicleData, ChronicleEntry, ChronicleMap } from './chronicleTypes';
import { standingsSvg } from './standingsSvg';

/** JSON inside a script element: `<` escaped so no text of the GM's can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What the map's marks mean, in words (the map's legend beside the side colours). */
function mapKey(ruleset: ChronicleData['ruleset']): string {
  return ruleset === 'core' ? t('chronicle:page.mapKeyCore') : t('chronicle:page.mapKeyFirestorm');
}

function entryItem(e: ChronicleEntry): string {
  const tag = e.notable ? `<span class="tag">${esc(e.notable)}</span>` : '';
  return `<li${e.notable ? ' class="notable"' : ''}><span class="turn">${esc(t('chronicle:page.entryTurn', { turn: e.turn }))}</span>${tag}${esc(e.text)}</li>`;
}

/**
 * The site's one page (issue 33): header and section links; the map with its turn slider, Play button and the
 * turn's text summary (the map's text alternative, read out as it changes); the notable moments; every battle as
 * a disclosure (keyboard-operable without script); the standings chart with its figures as a table; and one diary
 * per side as tabs. Readable without the script, except the map's changes over time.
 */
export function chronicleHtml(
  data: ChronicleData,
  mapSvg: string,
  map: ChronicleMap,
  style: 'marker' | 'tint',
): string {
  const noun = data.ruleset === 'core' ? 'side' : 'faction';
  const frameOfTurn = new Map<number, number>();
  data.frames.forEach((f, i) => {
    if (!frameOfTurn.has(f.turn)) frameOfTurn.set(f.turn, i);
  });
  const last = data.frames.length - 1;
  const legend = data.sides
    .map((s) => `<li><span class="swatch" style="background:${esc(s.color)}"></span>${esc(s.name)}</li>`)
    .join('');
  const battles =
    data.battles.length === 0
      ? `<p class="muted">${esc(t('chronicle:page.noBattle'))}</p>`
      : data.battles
          .map((b, i) => {
            const frame = frameOfTurn.get(b.turn) ?? last;
            const rows = [
              [t('chronicle:page.where'), b.where],
              [t('chronicle:page.attacker'), b.attacker],
              [t('chronicle:page.defender'), b.defender],
              [t('chronicle:page.oddsBefore'), b.odds],
              [t('chronicle:page.result'), b.result],
            ]
              .map(([k, v]) => `<dt>${esc(k!)}</dt><dd>${esc(v!)}</dd>`)
              .join('');
            const list = (title: string, items: readonly string[]) =>
              items.length === 0
                ? ''
                : `<h3>${esc(title)}</h3><ul>${items.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>`;
            return `<details class="battle${b.notable ? ' notable' : ''}" id="battle-${i + 1}"><summary>${b.notable ? `<span class="tag">${esc(b.notable)}</span>` : ''}${esc(t('chronicle:page.battleSummary', { title: b.title, attacker: b.attacker, defender: b.defender }))}</summary><div class="body"><dl>${rows}</dl>${list(t('chronicle:page.consequences'), b.consequences)}${list(t('chronicle:page.story'), b.story)}<p><a href="#map" data-frame="${frame}">${esc(t('chronicle:page.showMap', { turn: b.turn }))}</a></p></div></details>`;
          })
          .join('');
  const moments =
    data.moments.length === 0
      ? `<p class="muted">${esc(t('chronicle:page.noMoments'))}</p>`
      : `<ol class="moments">${data.moments.map(entryItem).join('')}</ol>`;
  const tabs = data.diaries
    .map(
      (d, i) =>
        `<button type="button" role="tab" id="tab-${i}" aria-controls="diary-${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}"><span class="swatch" style="background:${esc(data.sides[d.side]!.color)}"></span>${esc(data.sides[d.side]!.name)}</button>`,
    )
    .join('');
  const panels = data.diaries
    .map(
      (d, i) =>
        `<div role="tabpanel" id="diary-${i}" aria-labelledby="tab-${i}" tabindex="0"${i === 0 ? '' : ' hidden'}>${
          d.entries.length === 0
            ? `<p class="muted">${esc(t('chronicle:page.nothingTold', { name: data.sides[d.side]!.name }))}</p>`
            : `<ol class="diary">${d.entries.map(entryItem).join('')}</ol>`
        }</div>`,
    )
    .join('');
  const seriesLegend = data.standings.series
    .map(
      (s) =>
        `<li><span class="swatch ${s.dashed ? 'dashed' : 'solid'}" style="background:${esc(s.color)};color:${esc(s.color)}"></span>${esc(s.name)}</li>`,
    )
    .join('');
  const figures = `<table class="figures"><caption class="muted">${esc(t('chronicle:page.sameFigures'))}</caption><thead><tr><th scope="col">${esc(t('chronicle:page.turnColumn'))}</th>${data.standings.turns
    .map((turn) => `<th scope="col">${turn === 0 ? esc(t('chronicle:page.start')) : turn}</th>`)
    .join('')}</tr></thead><tbody>${data.standings.series
    .map(
      (s) => `<tr><th scope="row">${esc(s.name)}</th>${s.points.map((p) => `<td>${p}</td>`).join('')}</tr>`,
    )
    .join('')}</tbody></table>`;
  const client = { sides: data.sides, frames: data.frames, centres: map.centres, places: map.places, style };
  return `<!doctype html>
<html lang="${currentLanguage()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>${esc(t('chronicle:page.title', { title: data.title }))}</title><style>${CHRONICLE_CSS}</style></head>
<body><a class="skip" href="#main">${esc(t('chronicle:page.skip'))}</a>
<header class="site"><h1>${esc(data.title)}</h1><p class="when">${esc(data.when)}</p><p class="audience">${esc(t('chronicle:page.shown', { audience: data.audience }))}</p>
<nav class="sections" aria-label="${esc(t('chronicle:page.sections'))}"><a href="#map">${esc(t('chronicle:page.map'))}</a><a href="#moments">${esc(t('chronicle:page.moments'))}</a><a href="#battles">${esc(t('chronicle:page.battlesCount', { count: data.battles.length }))}</a><a href="#standings">${esc(t('chronicle:page.standings'))}</a><a href="#diaries">${esc(t('chronicle:page.diaries'))}</a></nav></header>
<main id="main">
<section id="map" aria-labelledby="map-title"><h2 id="map-title">${esc(t('chronicle:page.mapTitle'))}</h2>
<div class="controls"><button type="button" id="play" aria-pressed="false" data-pause="${esc(t('chronicle:page.pause'))}">${esc(t('chronicle:page.play'))}</button>
<label for="turn" class="muted">${esc(t('chronicle:page.turn'))}</label><input type="range" id="turn" min="0" max="${last}" value="${last}" step="1">
<output id="turn-label" for="turn">${esc(data.frames[last]?.label ?? '')}</output></div>
<div class="map-wrap"><figure><div class="map-scroll">${mapSvg}</div><ul class="legend" aria-label="${esc(noun === 'side' ? t('chronicle:page.sides') : t('chronicle:page.factions'))}">${legend}</ul><p class="key muted">${esc(mapKey(data.ruleset))}</p></figure>
<div class="summary"><h3>${esc(t('chronicle:page.whatMapShows'))}</h3><p id="map-caption" aria-live="polite">${esc(data.frames[last]?.summary ?? '')}</p></div></div></section>
<section id="moments" aria-labelledby="moments-title"><h2 id="moments-title">${esc(t('chronicle:page.moments'))}</h2>${moments}</section>
<section id="battles" aria-labelledby="battles-title"><h2 id="battles-title">${esc(t('chronicle:page.battles'))}</h2>${battles}</section>
<section id="standings" aria-labelledby="standings-title"><h2 id="standings-title">${esc(t('chronicle:page.standings'))}</h2><p class="muted">${esc(data.standings.title)}</p>${standingsSvg(data.standings)}<ul class="legend">${seriesLegend}</ul>${figures}</section>
<section id="diaries" aria-labelledby="diaries-title"><h2 id="diaries-title">${esc(t('chronicle:page.diaries'))}</h2><div role="tablist" aria-label="${esc(t('chronicle:page.diaries'))}">${tabs}</div>${panels}</section>
</main><footer>${esc(t('chronicle:page.footer'))}</footer>
<script type="application/json" id="chronicle-data">${scriptJson(client)}</script>
<script>${CHRONICLE_SCRIPT}</script></body></html>
`;
}

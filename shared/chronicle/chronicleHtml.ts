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
  return ruleset === 'core'
    ? "Flags are armies (the player's initial and the army's number). Settlements: star fortress, large square city, square town, dot village, filled with the colour of the side that holds it (white: nobody). A dashed red ring marks a battle of that turn."
    : "Flags are banners (their number in the faction). A hex tinted with a faction's colour is its territory. A dashed red ring marks a battle of that turn.";
}

function entryItem(e: ChronicleEntry): string {
  const tag = e.notable ? `<span class="tag">${esc(e.notable)}</span>` : '';
  return `<li${e.notable ? ' class="notable"' : ''}><span class="turn">Turn ${e.turn}:</span>${tag}${esc(e.text)}</li>`;
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
      ? '<p class="muted">No battle has been fought yet.</p>'
      : data.battles
          .map((b, i) => {
            const frame = frameOfTurn.get(b.turn) ?? last;
            const rows = [
              ['Where', b.where],
              ['Attacker', b.attacker],
              ['Defender', b.defender],
              ['Odds before', b.odds],
              ['Result', b.result],
            ]
              .map(([k, v]) => `<dt>${k}</dt><dd>${esc(v!)}</dd>`)
              .join('');
            const list = (title: string, items: readonly string[]) =>
              items.length === 0
                ? ''
                : `<h3>${title}</h3><ul>${items.map((c) => `<li>${esc(c)}</li>`).join('')}</ul>`;
            return `<details class="battle${b.notable ? ' notable' : ''}" id="battle-${i + 1}"><summary>${b.notable ? `<span class="tag">${esc(b.notable)}</span>` : ''}${esc(b.title)}: ${esc(b.attacker)} against ${esc(b.defender)}</summary><div class="body"><dl>${rows}</dl>${list('Consequences', b.consequences)}${list('The story of the battle', b.story)}<p><a href="#map" data-frame="${frame}">Show the map after turn ${b.turn}</a></p></div></details>`;
          })
          .join('');
  const moments =
    data.moments.length === 0
      ? '<p class="muted">No notable moment yet: no fortress has fallen, nobody was massacred and no defender has made a last stand.</p>'
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
            ? `<p class="muted">Nothing of ${esc(data.sides[d.side]!.name)}'s war may be told yet.</p>`
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
  const figures = `<table class="figures"><caption class="muted">The same figures</caption><thead><tr><th scope="col">Turn</th>${data.standings.turns
    .map((t) => `<th scope="col">${t === 0 ? 'start' : t}</th>`)
    .join('')}</tr></thead><tbody>${data.standings.series
    .map(
      (s) => `<tr><th scope="row">${esc(s.name)}</th>${s.points.map((p) => `<td>${p}</td>`).join('')}</tr>`,
    )
    .join('')}</tbody></table>`;
  const client = { sides: data.sides, frames: data.frames, centres: map.centres, places: map.places, style };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<title>${esc(data.title)}: the chronicle</title><style>${CHRONICLE_CSS}</style></head>
<body><a class="skip" href="#main">Skip to the chronicle</a>
<header class="site"><h1>${esc(data.title)}</h1><p class="when">${esc(data.when)}</p><p class="audience">Shown: ${esc(data.audience)}</p>
<nav class="sections" aria-label="Sections"><a href="#map">Map</a><a href="#moments">Notable moments</a><a href="#battles">Battles (${data.battles.length})</a><a href="#standings">Standings</a><a href="#diaries">War diaries</a></nav></header>
<main id="main">
<section id="map" aria-labelledby="map-title"><h2 id="map-title">The map, turn by turn</h2>
<div class="controls"><button type="button" id="play" aria-pressed="false">Play</button>
<label for="turn" class="muted">Turn</label><input type="range" id="turn" min="0" max="${last}" value="${last}" step="1">
<output id="turn-label" for="turn">${esc(data.frames[last]?.label ?? '')}</output></div>
<div class="map-wrap"><figure><div class="map-scroll">${mapSvg}</div><ul class="legend" aria-label="${noun === 'side' ? 'Sides' : 'Factions'}">${legend}</ul><p class="key muted">${esc(mapKey(data.ruleset))}</p></figure>
<div class="summary"><h3>What the map shows</h3><p id="map-caption" aria-live="polite">${esc(data.frames[last]?.summary ?? '')}</p></div></div></section>
<section id="moments" aria-labelledby="moments-title"><h2 id="moments-title">Notable moments</h2>${moments}</section>
<section id="battles" aria-labelledby="battles-title"><h2 id="battles-title">Battles</h2>${battles}</section>
<section id="standings" aria-labelledby="standings-title"><h2 id="standings-title">Standings</h2><p class="muted">${esc(data.standings.title)}</p>${standingsSvg(data.standings)}<ul class="legend">${seriesLegend}</ul>${figures}</section>
<section id="diaries" aria-labelledby="diaries-title"><h2 id="diaries-title">War diaries</h2><div role="tablist" aria-label="War diaries">${tabs}</div>${panels}</section>
</main><footer>Made with Hexmarch. This page needs no network: keep it, mail it, put it on the club's site.</footer>
<script type="application/json" id="chronicle-data">${scriptJson(client)}</script>
<script>${CHRONICLE_SCRIPT}</script></body></html>
`;
}

/**
 * The site's style sheet, inline (issue 33: opens from file:// with no server and no network). Terrain colours are
 * the screen's (renderer/src/canvas/draw/palette.ts TERRAIN_COLORS, copied: shared/ may not import the renderer).
 * One column on a phone (390 px), the map beside its text summary from 900 px.
 */
export const CHRONICLE_CSS = `
:root{--ink:#1d1d1f;--muted:#55585e;--paper:#fbfaf6;--card:#fff;--line:#d9d5c8;--accent:#7a3b12;--focus:#1a5fb4}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:var(--ink);background:var(--paper)}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px}.skip:focus{left:8px;top:8px;background:#fff;padding:4px 8px;z-index:2}
header.site{background:#2b2f36;color:#f3efe2;padding:16px 16px 12px}
header.site h1{margin:0 0 4px;font-size:1.6rem;line-height:1.2}
header.site p{margin:2px 0;color:#d6d0bf}
header.site .audience{font-size:.9rem}
nav.sections{display:flex;flex-wrap:wrap;gap:4px 14px;margin-top:8px}
nav.sections a{color:#ffd9a8}
main{max-width:1180px;margin:0 auto;padding:8px 12px 40px}
section{margin:20px 0 28px}
h2{font-size:1.3rem;margin:0 0 8px;border-bottom:2px solid var(--line);padding-bottom:2px}
h3{font-size:1.05rem;margin:12px 0 4px}
.map-wrap{display:grid;gap:12px}
.map-wrap>*{min-width:0}
@media (min-width:900px){.map-wrap{grid-template-columns:minmax(0,2fr) minmax(0,1fr)}}
figure{margin:0}
/* On a phone the map keeps a readable size and scrolls sideways in its frame; the page itself never does. */
.map-scroll{overflow-x:auto;border-radius:6px}
@media (max-width:600px){#map-svg{min-width:560px}}
.key{font-size:.85rem;margin:2px 0 0}
#map-svg{width:100%;height:auto;max-height:72vh;background:#2b2f36;border-radius:6px;display:block}
.t-open{fill:#ebe6c4}.t-marsh{fill:#b4cbb0}.t-hills{fill:#cfae72}.t-water{fill:#6d9fd0}.t-mountain{fill:#8d8379}.t-forest{fill:#3f6e3b}
.terrain use{stroke:#6e6656;stroke-width:.4}
.rivers{fill:none;stroke:#2f6db3;stroke-width:1.6;stroke-linecap:round}
.settlements>*{fill:#f4f4f4;stroke:#1d1d1d;stroke-width:.6}
.owners-marker>*{fill:#f4f4f4;stroke:#1d1d1d;stroke-width:.7}
.owners-tint>*{fill:transparent;stroke:none;opacity:.5}
.names text{font-size:5px;text-anchor:middle;fill:#161616;paint-order:stroke;stroke:rgba(255,255,255,.85);stroke-width:1.6px}
.ring{fill:none;stroke:#d11;stroke-width:1.6;stroke-dasharray:3 2}
.piece rect{stroke:#111;stroke-width:.6}.piece text{font-size:5.4px;font-weight:700;text-anchor:middle}
.controls{display:flex;align-items:center;gap:10px;margin:8px 0;flex-wrap:wrap}
.controls input[type=range]{flex:1 1 180px;min-width:150px;height:32px}
button{font:inherit;padding:6px 14px;border-radius:6px;border:1px solid #8a8270;background:#fff;cursor:pointer;min-height:40px}
button[aria-pressed=true]{background:#f3e2cf}
#turn-label{font-weight:700;min-width:9ch}
.summary{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:10px 12px;font-size:.95rem;max-height:72vh;overflow:auto}
.legend{display:flex;flex-wrap:wrap;gap:4px 14px;padding:0;margin:6px 0;list-style:none;font-size:.9rem}
.swatch{display:inline-block;width:.9em;height:.9em;border:1px solid #333;vertical-align:-.1em;margin-right:4px;border-radius:2px}
.swatch.dashed{background:repeating-linear-gradient(90deg,currentColor 0 4px,transparent 4px 7px)!important;border-color:transparent;height:.3em;vertical-align:.2em;width:1.6em}
.swatch.solid{height:.3em;vertical-align:.2em;width:1.6em;border-color:transparent}
.moments,.diary{list-style:none;padding:0;margin:0}
.moments li,.diary li{padding:6px 8px;border-bottom:1px solid var(--line)}
.turn{font-weight:700;margin-right:4px;white-space:nowrap}
.notable{background:#fff4d6;border-left:4px solid #c77d00}
.tag{display:inline-block;font-size:.78rem;font-weight:700;background:#c77d00;color:#fff;border-radius:10px;padding:0 8px;margin-right:6px;white-space:nowrap}
details.battle{background:var(--card);border:1px solid var(--line);border-radius:6px;margin:6px 0}
details.battle summary{padding:8px 10px;cursor:pointer;font-weight:600}
details.battle[open] summary{border-bottom:1px solid var(--line)}
details.battle .body{padding:6px 12px 10px}
details.battle dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;margin:4px 0}
details.battle dt{font-weight:700;color:var(--muted)}details.battle dd{margin:0}
@media (max-width:520px){details.battle dl{grid-template-columns:1fr}details.battle dd{margin-bottom:4px}}
.chart{width:100%;height:auto;background:#fff;border:1px solid var(--line);border-radius:6px}
.chart .grid{stroke:#e4e0d4;stroke-width:1}.chart .line{fill:none;stroke-width:2.4}
.chart text{font-size:12px;fill:#444}.chart .ya{text-anchor:end}.chart .xa,.chart .xl{text-anchor:middle}
table.figures{border-collapse:collapse;font-size:.88rem;display:block;overflow-x:auto;max-width:100%}
table.figures th,table.figures td{border:1px solid var(--line);padding:2px 6px;text-align:right}
table.figures th[scope=row]{text-align:left;white-space:nowrap}
[role=tablist]{display:flex;flex-wrap:wrap;gap:4px;margin-bottom:6px}
[role=tab]{border-bottom-width:3px}
[role=tab][aria-selected=true]{background:#f3e2cf;border-bottom-color:var(--accent);font-weight:700}
.muted{color:var(--muted)}
footer{color:var(--muted);font-size:.85rem;text-align:center;padding:12px}
`;

import { createCanvas } from '@napi-rs/canvas';
import { campaignOnMap, documentFromGenerated, type HexmarchDocument } from '@shared/document';

import { DEMO_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '@shared/print';
import { exportPdf, preparePrint } from '../../renderer/src/print/exportPrint';
import { DEFAULT_PRINT_CHOICES } from '../../renderer/src/print/printContent';
import { renderSheet } from '../../renderer/src/print/renderSheet';
import { nodePrintEnvironment as env } from '../../scripts/cli/nodePrintEnvironment';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import { measure, measureInterleaved } from '../measure';

/** Issue 6 §8: one A3 sheet at 300 dpi of a 50×40 campaign, exported as PNG, in at most this long. */
const A3_TARGET_MS = 2000;
/** Issue 30: and at most this many times PNG-encoding a blank sheet of the same size. */
const A3_RATIO_TARGET = 1.5;

/** A generated W×H campaign with the demo's sides (armies and Lords on the map), feature counts scaled to its area. */
function benchDocument(width: number, height: number, seed: number): HexmarchDocument {
  const area = (width * height) / (DEMO_MAP_PARAMS.width * DEMO_MAP_PARAMS.height);
  const scaled = (count: number) => Math.max(1, Math.round(count * area));
  const generated = generateMap(
    {
      ...DEMO_MAP_PARAMS,
      width,
      height,
      rivers: scaled(DEMO_MAP_PARAMS.rivers),
      villages: scaled(DEMO_MAP_PARAMS.villages),
      towns: scaled(DEMO_MAP_PARAMS.towns),
      cities: scaled(DEMO_MAP_PARAMS.cities),
    },
    seed,
  );
  if (!generated.ok)
    throw new Error(`generateMap refused the ${width}×${height} bench map: ${generated.error.join('; ')}`);
  const mapDocument = documentFromGenerated(generated.value);
  return { mapDocument, campaign: campaignOnMap(mapDocument, seed) };
}

const round = (value: number) => Math.round(value * 100) / 100;

async function a3Figures(): Promise<BenchFigure[]> {
  const document = benchDocument(50, 40, 11);
  const settings: PrintSettings = {
    ...DEFAULT_PRINT_SETTINGS,
    paper: 'A3',
    orientation: 'landscape',
    dpi: 300,
  };
  const choices = { ...DEFAULT_PRINT_CHOICES, coordinates: 'classic' as const };
  const pngExport = async () => {
    const art = preparePrint(env, document, settings, choices);
    if (!art.ok) throw new Error(art.error);
    return renderSheet(env, art.value, art.value.plan.pages[0]!).encodePng();
  };
  const pdfExport = async () => {
    const art = preparePrint(env, document, settings, choices);
    if (!art.ok) throw new Error(art.error);
    return exportPdf(env, art.value);
  };
  // The baseline is the issue's: Skia (@napi-rs/canvas) PNG-encoding a blank sheet, as the export did before it
  // got its own encoder (scripts/cli/encodeOpaquePng.ts). That encoder's blank sheet is reported beside it.
  const blank = async () => {
    const canvas = createCanvas(4961, 3508);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 4961, 3508);
    return canvas.encode('png');
  };
  const blankOurs = async () => {
    const surface = env.createSurface(4961, 3508);
    surface.context.fillStyle = '#ffffff';
    surface.context.fillRect(0, 0, 4961, 3508);
    return surface.encodePng();
  };
  // The same sheet drawn once, then only encoded: what PNG encoding this sheet's pixels costs by itself (a drawn map
  // compresses slower than a blank page), the floor of the PNG row whatever the drawing costs.
  const art = preparePrint(env, document, settings, choices);
  if (!art.ok) throw new Error(art.error);
  const drawn = renderSheet(env, art.value, art.value.plan.pages[0]!);
  const encodeDrawn = () => drawn.encodePng();
  const [png, pdf, floor, encodeOnly, floorOurs] = await measureInterleaved(
    [pngExport, pdfExport, blank, encodeDrawn, blankOurs],
    {
      warmup: 1,
      runs: 5,
    },
  );
  const baseline = round(floor!.median);
  return [
    {
      name: 'print A3 300 dpi (4961×3508) 50×40 campaign → PNG',
      unit: 'ms',
      median: round(png!.median),
      baselineMedian: baseline,
      ratio: round(png!.median / floor!.median),
      target: `≤ ${A3_TARGET_MS} ms and ≤ ${A3_RATIO_TARGET}× baseline`,
      met: png!.median <= A3_TARGET_MS && png!.median <= A3_RATIO_TARGET * floor!.median,
      note: `plan + paths + two 4096-px tiles composed (@napi-rs/canvas) + PNG encode (encodeOpaquePng: unfiltered rows, zlib level 3 on the thread pool); baseline = Skia PNG-encoding a blank white 4961×3508 image; PNG-encoding this sheet's drawn pixels alone takes ${encodeOnly!.median.toFixed(0)} ms (${(encodeOnly!.median / floor!.median).toFixed(2)}× baseline), so drawing is ${(png!.median - encodeOnly!.median).toFixed(0)} ms; our encoder's blank sheet takes ${floorOurs!.median.toFixed(0)} ms (the export is ${(png!.median / floorOurs!.median).toFixed(2)}× that)`,
    },
    {
      name: 'print A3 300 dpi (4961×3508) 50×40 campaign → PDF',
      unit: 'ms',
      median: round(pdf!.median),
      baselineMedian: baseline,
      ratio: round(pdf!.median / floor!.median),
      target: '',
      met: null,
      note: 'same sheet as two JPEG tiles in a jsPDF page; baseline as above',
    },
  ];
}

async function largeMapFigure(): Promise<BenchFigure> {
  const document = benchDocument(316, 316, 11);
  const settings: PrintSettings = {
    ...DEFAULT_PRINT_SETTINGS,
    paper: 'A4',
    orientation: 'portrait',
    dpi: 300,
    sizing: { mode: 'fitPages', columns: 6, rows: 6 },
  };
  let pages = 0;
  let bytes = 0;
  let hexMm = 0;
  const run = await measure(
    async () => {
      const art = preparePrint(env, document, settings, DEFAULT_PRINT_CHOICES);
      if (!art.ok) throw new Error(art.error);
      pages = art.value.plan.pages.length;
      hexMm = art.value.plan.hexAcrossFlatsMm;
      bytes = (await exportPdf(env, art.value)).byteLength;
    },
    { warmup: 0, runs: 1 },
  );
  return {
    name: `print 316×316 campaign tiled on A4 300 dpi → PDF (${pages} pages)`,
    unit: 'ms',
    median: round(run.median),
    baselineMedian: null,
    ratio: null,
    target: '',
    met: null,
    note: `fit to 6×6 sheets: ${pages} pages, hex ${hexMm.toFixed(1)} mm across flats, ${(run.median / pages).toFixed(0)} ms a page, ${(bytes / 1e6).toFixed(1)} MB; one run`,
  };
}

/** Issue 6 §8: printing speed in Node with the same drawing code the app uses. */
export const printSuite: BenchSuite = {
  name: 'print',
  async run() {
    return [...(await a3Figures()), await largeMapFigure()];
  },
};

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config';
import type { BenchFigure, BenchSuite } from '../benchTypes';
import type { PlayTimings } from '../play/playBenchPage';

const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, '..', '..');

/** Issue 4 §9: the highlight and path preview update within one frame (60 Hz). */
const FRAME_MS = 1000 / 60;
const RUNS = 20;
const SEED = 11;

function figure(name: string, median: number, note: string, target = true): BenchFigure {
  const rounded = Math.round(median * 1000) / 1000;
  return {
    name,
    unit: 'ms',
    median: rounded,
    baselineMedian: null,
    ratio: null,
    target: target ? `< ${FRAME_MS.toFixed(1)} ms (one frame)` : '',
    met: target ? median < FRAME_MS : null,
    note,
  };
}

/**
 * Dragging an army on a 100×100 map in Debian's headless Chromium: the reachable-hex search for a 3-hex allowance
 * plus drawing the overlay (pick-up), and the path preview redrawn per pointer move. The page is the engine and
 * the renderer's Konva-free overlay drawing, bundled with esbuild and drawn on a plain canvas (what the overlay
 * layer's scene function does inside Konva).
 */
export const playSuite: BenchSuite = {
  name: 'play',
  async run() {
    const bundle = await build({
      entryPoints: [path.join(projectRoot, 'bench', 'play', 'playBenchPage.ts')],
      bundle: true,
      write: false,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      alias: { '@shared': path.join(projectRoot, 'shared') },
      logLevel: 'warning',
    });
    const script = bundle.outputFiles[0]!.text;
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
      await page.setContent('<!doctype html><html><body></body></html>');
      await page.addScriptTag({ content: script });
      const timings: PlayTimings = await page.evaluate(([seed, runs]) => window.playBench!.run(seed, runs), [
        SEED,
        RUNS,
      ] as const);
      const label = `100×100 (${timings.hexes} hexes), allowance 3`;
      return [
        figure(
          `play pick-up highlight ${label}`,
          timings.pickUp,
          `legalMoves + overlay drawn; up to ${timings.reachable} reachable hexes; the search alone ${timings.search.toFixed(3)} ms`,
        ),
        figure(
          `play path preview per pointer move ${label}`,
          timings.hoverMove,
          'path lookup + overlay redrawn',
        ),
      ];
    } finally {
      await browser.close();
    }
  },
};

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { battlefieldSvg, drawBattlefield, makeBattlefield, planLayout } from '@shared/battlefield';
import { demoHexmarchDocument, type HexmarchDocument } from '@shared/document';
import { DEFAULT_PRINT_CHOICES, DEFAULT_PRINT_SETTINGS, type PrintSettings } from '@shared/print';
import { PLAN_PATH_STYLE, PRINT_PATH_STYLE, SvgPath } from '@shared/svg';
import { nodePrintEnvironment } from '../../../scripts/cli/nodePrintEnvironment';
import { drawSheet } from '../../../renderer/src/print/drawSheet';
import { planFor, posterSettings, preparePrint } from '../../../renderer/src/print/exportPrint';
import type { PrintChoices } from '../../../renderer/src/print/printContent';
import { exportSvg, surfaceMeasure } from '../../../renderer/src/print/vector/exportSvg';
import { siteArb, tableArb } from '../battlefield/siteArbitrary';
import { legacySvgContext } from './legacy/legacySvgContext';
import { LegacySvgPath, legacySvgPrintContext } from './legacy/legacySvgPrintContext';

/**
 * The print SVG (issue 31) and the battlefield plan SVG (issue 29) had a path recorder each; both now use
 * shared/svg's SvgPath (in their own style). These tests prove the move changed no byte: each SVG is written by
 * the new code and by a frozen copy of the code it replaced (tests/shared/svg/legacy), from the same drawing.
 */

/** exportSvg's own steps, drawn into the frozen print recorder. */
function legacyExportSvg(document: HexmarchDocument, settings: PrintSettings, choices: PrintChoices): string {
  const env = nodePrintEnvironment;
  const base = planFor(document, settings, choices);
  if (!base.ok) throw new Error(base.error);
  const poster = preparePrint(
    { ...env, createPath: () => new LegacySvgPath() },
    document,
    posterSettings(settings, base.value),
    choices,
  );
  if (!poster.ok) throw new Error(poster.error);
  const art = poster.value;
  const { width, height } = art.plan.pixels;
  const ctx = legacySvgPrintContext(width, height, surfaceMeasure(env));
  drawSheet(ctx, art, art.plan.pages[0]!, { x: 0, y: 0, width, height });
  return ctx.svg(art.plan.paper.widthMm, art.plan.paper.heightMm, art.content.title);
}

describe('one SVG path recorder for print and battlefield, byte-identical output', () => {
  it.each([
    ['the campaign map, armies and Lords', DEFAULT_PRINT_CHOICES],
    [
      'a side handout with coordinates',
      { ...DEFAULT_PRINT_CHOICES, side: 'side-red', coordinates: 'classic' },
    ],
    ['the bare map', { ...DEFAULT_PRINT_CHOICES, showArmies: false, showTurn: false, showNotes: false }],
  ] as const)(
    'writes the same map SVG export as before: %s',
    (_name, choices) => {
      const document = demoHexmarchDocument();
      const settings: PrintSettings = {
        ...DEFAULT_PRINT_SETTINGS,
        sizing: { mode: 'hexSize', hexAcrossFlatsMm: 12 },
      };
      const now = exportSvg(nodePrintEnvironment, document, settings, choices as PrintChoices);
      if (!now.ok) throw new Error(now.error);
      const before = legacyExportSvg(document, settings, choices as PrintChoices);
      expect(now.value.length).toBeGreaterThan(10_000);
      expect(now.value).toBe(before);
    },
    120_000,
  );

  it('writes the same battlefield SVG as before, for any site, table and seed', () => {
    fc.assert(
      fc.property(siteArb, tableArb, fc.integer(), fc.boolean(), (site, table, seed, legend) => {
        const plan = makeBattlefield(site, table, seed);
        const layout = planLayout(plan, { legend });
        const legacy = legacySvgContext(layout.width, layout.height);
        drawBattlefield(legacy, plan, { legend });
        expect(battlefieldSvg(plan, { legend })).toBe(legacy.svg());
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('records any sequence of path calls exactly as each old recorder did, in each style', () => {
    const coordinate = fc.double({ min: -500, max: 500, noNaN: true });
    const angle = fc.double({ min: -8, max: 8, noNaN: true });
    const call = fc.oneof(
      fc.tuple(fc.constant('moveTo' as const), coordinate, coordinate),
      fc.tuple(fc.constant('lineTo' as const), coordinate, coordinate),
      fc.tuple(fc.constant('quadraticCurveTo' as const), coordinate, coordinate, coordinate, coordinate),
      fc.tuple(fc.constant('rect' as const), coordinate, coordinate, coordinate, coordinate),
      fc.tuple(
        fc.constant('arc' as const),
        coordinate,
        coordinate,
        fc.double({ min: 0, max: 50, noNaN: true }),
        angle,
        angle,
        fc.boolean(),
      ),
      fc.tuple(fc.constant('closePath' as const)),
    );
    fc.assert(
      fc.property(fc.array(call, { maxLength: 12 }), (calls) => {
        const print = new SvgPath(PRINT_PATH_STYLE);
        const oldPrint = new LegacySvgPath();
        const plan = legacySvgContext(100, 100);
        const planNow = new SvgPath(PLAN_PATH_STYLE);
        plan.beginPath();
        for (const c of calls) {
          switch (c[0]) {
            case 'arc':
              print.arc(c[1], c[2], c[3], c[4], c[5], c[6]);
              oldPrint.arc(c[1], c[2], c[3], c[4], c[5], c[6]);
              // The plan's PlanContext has no anticlockwise arcs.
              plan.arc(c[1], c[2], c[3], c[4], c[5]);
              planNow.arc(c[1], c[2], c[3], c[4], c[5]);
              break;
            case 'closePath':
              print.closePath();
              oldPrint.closePath();
              plan.closePath();
              planNow.closePath();
              break;
            default: {
              const [name, ...args] = c as [string, ...number[]];
              for (const target of [print, oldPrint, plan, planNow] as unknown as Record<
                string,
                (...a: number[]) => void
              >[])
                target[name]!(...args);
            }
          }
        }
        expect(print.d).toBe(oldPrint.d);
        plan.fill();
        const planD = /<path d="([^"]*)"/.exec(plan.svg())?.[1] ?? '';
        expect(planNow.d).toBe(planD);
      }),
      { numRuns: 500 },
    );
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battlefieldSvg, planOfBattle } from '@shared/battlefield';
import { buildChronicle } from '@shared/chronicle';
import { demoHexmarchDocument } from '@shared/document';
import { setLanguage } from '@shared/i18n';
import { buildPack, DEFAULT_PACK_OPTIONS } from '@shared/pack';
import { DEFAULT_PRINT_CHOICES, DEFAULT_PRINT_SETTINGS, LEGEND_CELL_MM } from '@shared/print';
import type { Campaign } from '@shared/rulesets/core';
import { nodePrintEnvironment } from '../../../scripts/cli/nodePrintEnvironment';
import { exportPackPdf } from '../../../renderer/src/pack/packPdf';
import { exportSheetPngs, preparePrint } from '../../../renderer/src/print/exportPrint';
import { exportSvg } from '../../../renderer/src/print/vector/exportSvg';
import { playedCoreDocument } from '../../shared/chronicle/chronicleFixture';
import { midTurnDocument } from '../../shared/pack/packFixture';

/**
 * Issue 32: the printed things in German, written to test-results/printpack-de for a person to look at (a sheet
 * PNG, the pack PDF, the chronicle page, a table plan SVG), and checked here for their German words and for the
 * longer labels fitting: the legend lays German out in as many rows as it needs, never cut.
 */
const OUT = 'test-results/printpack-de';

beforeAll(() => {
  setLanguage('de');
  mkdirSync(OUT, { recursive: true });
});
afterAll(() => setLanguage('en'));

describe('German printouts (issue 32)', () => {
  it('a printed A4 sheet: German header, legend and scale, every legend label inside the sheet', async () => {
    const document = demoHexmarchDocument();
    const art = preparePrint(nodePrintEnvironment, document, DEFAULT_PRINT_SETTINGS, DEFAULT_PRINT_CHOICES);
    if (!art.ok) throw new Error(art.error);
    const entries = art.value.plan.legend.layout.entries;
    expect(entries.map((e) => e.text)).toContain('Offenes Gelände');
    // drawLegend writes each label 7.2 mm into its 32 mm cell at 2.6 mm type: every German label ends inside it.
    const probe = createCanvas(1, 1).getContext('2d');
    probe.font = '2.6px sans-serif';
    for (const entry of entries)
      expect(probe.measureText(entry.text).width, entry.text).toBeLessThan(LEGEND_CELL_MM.width - 7.2 - 0.5);
    const [first] = await exportSheetPngs(nodePrintEnvironment, art.value);
    writeFileSync(`${OUT}/sheet.png`, first!.bytes);
    const svg = exportSvg(nodePrintEnvironment, document, DEFAULT_PRINT_SETTINGS, DEFAULT_PRINT_CHOICES);
    if (!svg.ok) throw new Error(svg.error);
    writeFileSync(`${OUT}/sheet.svg`, svg.value);
    expect(svg.value).toContain('inkscape:label="Gelände"');
    expect(svg.value).toContain('Maßstab: ein Hexfeld =');
  }, 120_000);

  it('the game-night pack as a PDF', async () => {
    const pack = buildPack(midTurnDocument(), DEFAULT_PACK_OPTIONS);
    if (!pack.ok) throw new Error(pack.error);
    expect(pack.value.pages[0]!.title).toMatch(/^Schlacht bei /);
    const pdf = await exportPackPdf(nodePrintEnvironment, pack.value, 'A4');
    writeFileSync(`${OUT}/pack.pdf`, pdf);
    // Helvetica's WinAnsi has the umlauts and „…“: nothing turned into a question mark.
    expect(Buffer.from(pdf).toString('latin1')).not.toMatch(/Schlacht bei\?/);
  }, 120_000);

  it('the chronicle page and a table plan', () => {
    const site = buildChronicle(playedCoreDocument(30), { side: null });
    if (!site.ok) throw new Error(site.error);
    const html = site.value.files['index.html']!;
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Die Karte, Zug für Zug');
    writeFileSync(`${OUT}/chronicle.html`, html);
    const document = midTurnDocument();
    const campaign = document.campaign as Campaign;
    const plan = planOfBattle(campaign, campaign.battles.ids.at(-1)!, undefined)!;
    const svg = battlefieldSvg(plan);
    expect(svg).toContain('Legende');
    writeFileSync(`${OUT}/plan.svg`, svg);
  }, 120_000);
});

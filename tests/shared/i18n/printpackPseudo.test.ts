import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  battlefieldSvg,
  makeBattlefield,
  parseTableSize,
  planOfBattle,
  tableSizeProblem,
} from '@shared/battlefield';
import { buildChronicle } from '@shared/chronicle';
import { demoHexmarchDocument, firestormDemoState, type HexmarchDocument } from '@shared/document';
import { setLanguage } from '@shared/i18n';
import { buildPack, DEFAULT_PACK_OPTIONS, packMarkdown, type PackBlock, type Pack } from '@shared/pack';
import {
  DEFAULT_PRINT_CHOICES,
  DEFAULT_PRINT_SETTINGS,
  printSettingsProblems,
  scaleNote,
  type PrintSettings,
} from '@shared/print';
import { battleBriefing, type Campaign } from '@shared/rulesets/core';
import { nodePrintEnvironment } from '../../../scripts/cli/nodePrintEnvironment';
import { planFor } from '../../../renderer/src/print/exportPrint';
import { exportSvg } from '../../../renderer/src/print/vector/exportSvg';
import { stringsOf, untranslatedAmong } from '../../i18nScan/untranslatedAmong';
import { siteArb, tableArb } from '../battlefield/siteArbitrary';
import { playedCoreDocument } from '../chronicle/chronicleFixture';
import { endedDocument, midTurnDocument } from '../pack/packFixture';

/**
 * Issue 32, helper printpack: everything printed, packed, published or drawn on a table plan, made in the
 * pseudo-locale, holds no plain English. What is allowed through: the document's own names (stringsOf, without its
 * lower-case enum values such as "town" or "fresh", which are data, not names) and the text other areas make that
 * the pack and chronicle quote as it is (the engine's briefing items and scenario texts, engine reasons).
 */
beforeEach(() => setLanguage('en-XA'));
afterEach(() => setLanguage('en'));

/**
 * The document's own words (its names; not its lower-case enum values such as "town" or "fresh", which are data),
 * as single words without the sentence marks around them (untranslatedAmong matches whole words).
 */
const names = (document: unknown): string[] =>
  words(stringsOf(document).filter((s) => !/^[a-z][a-zA-Z]*$/.test(s)));
const words = (texts: readonly string[]): string[] =>
  texts.flatMap((s) => s.split(/[^A-Za-z0-9'’.-]+/).map((w) => w.replace(/^[.'’-]+|[.'’-]+$/g, '')));

/** Every text of a pack: titles, subtitles, audience and each block's words (not its numbers and colours). */
function packTexts(pack: Pack): string[] {
  const block = (b: PackBlock): string[] => {
    switch (b.kind) {
      case 'heading':
      case 'paragraph':
        return [b.text];
      case 'facts':
        return b.rows.flatMap((r) => [r.label, r.value]);
      case 'list':
        return [...b.items];
      case 'table':
        return [...b.columns, ...b.rows.flat()];
      case 'resultBox':
        return [b.title, ...b.choices.flatMap((c) => [c.label, c.value]), ...b.blanks];
      case 'map':
        return [b.map.caption];
      case 'chart':
        return [b.chart.title, b.chart.xLabel, ...b.chart.series.map((s) => s.name)];
      case 'battlefield':
        return [b.caption];
      case 'columns':
        return [...b.left, ...b.right].flatMap(block);
    }
  };
  return [
    pack.title,
    pack.when,
    pack.audience,
    ...pack.pages.flatMap((p) => [p.title, p.subtitle, ...p.blocks.flatMap(block)]),
    packMarkdown(pack),
  ];
}

/** What the core engine writes that the pack quotes: briefing items (BRIEF-*), for the allowed words. */
function engineTexts(campaign: Campaign): string[] {
  return campaign.battles.ids.flatMap((id) => battleBriefing(campaign, id)?.items.map((i) => i.text) ?? []);
}

describe('pack text in the pseudo-locale (issue 32)', () => {
  it.each([
    ['mid-turn, battles pending', midTurnDocument],
    ['ended', endedDocument],
  ])(
    'a %s pack and every side’s debrief hold no plain English',
    (_name, make) => {
      const document = make();
      const campaign = document.campaign as Campaign;
      const allowed = [...names(document), ...words(engineTexts(campaign))];
      const texts: string[] = [];
      const gm = buildPack(document, DEFAULT_PACK_OPTIONS);
      if (!gm.ok) throw new Error(gm.error);
      texts.push(...packTexts(gm.value));
      for (const side of campaign.sides) {
        const one = buildPack(document, { ...DEFAULT_PACK_OPTIONS, side: side.name });
        if (!one.ok) throw new Error(one.error);
        texts.push(...packTexts(one.value));
      }
      expect(texts.join(' ')).toMatch(/[\u00C0-\u024F]/); // pseudo-localised text is there at all
      expect(untranslatedAmong(texts, allowed)).toEqual([]);
    },
    120_000,
  );

  it('says why there is no pack without plain English', () => {
    const mid = midTurnDocument();
    const errors = [
      buildPack({ ...mid, campaign: null }, DEFAULT_PACK_OPTIONS),
      buildPack(mid, { ...DEFAULT_PACK_OPTIONS, side: 'Green' }),
    ].map((r) => (r.ok ? '' : r.error));
    expect(errors.every(Boolean)).toBe(true);
    expect(untranslatedAmong(errors, [...names(mid), 'Green'])).toEqual([]);
  });
});

describe('printed sheet text in the pseudo-locale (issue 32)', () => {
  it('the map sheet: header, legend, sheet label, scale and the SVG’s layer names', () => {
    const document = demoHexmarchDocument();
    const settings: PrintSettings = {
      ...DEFAULT_PRINT_SETTINGS,
      sizing: { mode: 'hexSize', hexAcrossFlatsMm: 12 },
    };
    const svg = exportSvg(nodePrintEnvironment, document, settings, DEFAULT_PRINT_CHOICES);
    if (!svg.ok) throw new Error(svg.error);
    const texts = [
      ...[...svg.value.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!),
      ...[...svg.value.matchAll(/inkscape:label="([^"]*)"/g)].map((m) => m[1]!),
    ];
    expect(texts.length).toBeGreaterThan(20);
    // Map names and the initials on flags and badges (a side's or player's first letter) are the document's.
    const initials = names(document).map((name) => name.charAt(0));
    expect(untranslatedAmong(texts, [...names(document), ...initials])).toEqual([]);
  }, 120_000);

  it('refusals of bad print settings and an empty map', () => {
    const bad: PrintSettings = {
      ...DEFAULT_PRINT_SETTINGS,
      paper: 'custom',
      customSize: { widthMm: 10, heightMm: 10 },
      marginMm: 99,
      overlapMm: 99,
      sizing: { mode: 'fitPages', columns: 0, rows: 99 },
    };
    const texts = [
      ...printSettingsProblems(bad),
      ...printSettingsProblems({
        ...DEFAULT_PRINT_SETTINGS,
        sizing: { mode: 'hexSize', hexAcrossFlatsMm: 1 },
      }),
      scaleNote(12.5),
    ];
    const empty = demoHexmarchDocument();
    const noHexes = planFor(
      {
        ...empty,
        campaign: null,
        mapDocument: { ...empty.mapDocument, map: { ...empty.mapDocument.map, hexes: {} } },
      },
      DEFAULT_PRINT_SETTINGS,
      DEFAULT_PRINT_CHOICES,
    );
    if (!noHexes.ok) texts.push(noHexes.error);
    expect(texts.length).toBeGreaterThanOrEqual(6);
    expect(untranslatedAmong(texts, [])).toEqual([]);
  });
});

describe('the chronicle page in the pseudo-locale (issue 32, 33)', () => {
  /** The page's words: text between tags, aria-labels and titles, and the script's frame labels and summaries. */
  function pageTexts(html: string): string[] {
    const data = /<script type="application\/json" id="chronicle-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const frames = (JSON.parse(data) as { frames: { label: string; summary: string }[] }).frames;
    const body = html.replace(/<style>[\s\S]*?<\/style>/, '').replace(/<script[\s\S]*?<\/script>/g, '');
    return [
      ...[...body.matchAll(/>([^<]+)</g)].map((m) => m[1]!),
      ...[...body.matchAll(/(?:aria-label|title|data-pause)="([^"]*)"/g)].map((m) => m[1]!),
      ...frames.flatMap((f) => [f.label, f.summary]),
    ]
      .map((t) => t.replace(/&#39;|&quot;|&amp;|&lt;|&gt;/g, ' '))
      .filter((t) => t.trim());
  }

  it('a core campaign, told to everyone and to one side: no plain English, <html lang="en-XA">', () => {
    const document = playedCoreDocument(30);
    for (const side of [null, document.campaign.sides[0]!.name]) {
      const site = buildChronicle(document, { side });
      if (!site.ok) throw new Error(site.error);
      const html = site.value.files['index.html']!;
      expect(html).toContain('<html lang="en-XA">');
      expect(untranslatedAmong(pageTexts(html), names(document))).toEqual([]);
    }
  }, 180_000);

  it('a Firestorm campaign that has ended', () => {
    const state = firestormDemoState(10);
    const document: HexmarchDocument = { mapDocument: demoHexmarchDocument().mapDocument, campaign: state };
    const site = buildChronicle(document, { side: null });
    if (!site.ok) throw new Error(site.error);
    expect(untranslatedAmong(pageTexts(site.value.files['index.html']!), names(document))).toEqual([]);
  }, 120_000);

  it('its refusals', () => {
    const mid = midTurnDocument();
    const errors = [
      buildChronicle({ ...mid, campaign: null }, { side: null }),
      buildChronicle(mid, { side: 'Green' }),
    ].map((r) => (r.ok ? '' : r.error));
    expect(untranslatedAmong(errors, [...names(mid), 'Green'])).toEqual([]);
  });
});

describe('battlefield text in the pseudo-locale (issue 32)', () => {
  it('notes, deployment, title, markers and the drawn plan, for many sites', () => {
    const texts: string[] = [];
    const allowed: string[] = [];
    for (const [site, table, seed] of fc.sample(fc.tuple(siteArb, tableArb, fc.integer()), {
      numRuns: 40,
      seed: 7,
    })) {
      const plan = makeBattlefield(site, table, seed);
      // The scenario's own names and texts come from the core generator (not this area), the sides from the document.
      allowed.push(...names(site.scenario ?? {}), site.sides.attacker.name, site.sides.defender.name);
      if (site.settlement?.name) allowed.push(site.settlement.name);
      // A Firestorm stronghold's detail comes translated from battleSite; the arbitrary site gives its own.
      if (site.settlement?.detail) allowed.push(site.settlement.detail);
      if (site.scenarioName) allowed.push(site.scenarioName);
      texts.push(plan.deployment, ...plan.notes, ...plan.markers.map((m) => m.label));
      const svg = battlefieldSvg(plan);
      texts.push(...[...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]!));
    }
    // The core battle's own site: its title names the hex.
    const document = midTurnDocument();
    const campaign = document.campaign as Campaign;
    const plan = planOfBattle(campaign, campaign.battles.ids.at(-1)!, undefined)!;
    texts.push(plan.site.title, ...plan.notes);
    allowed.push(...names(document));
    texts.push(
      tableSizeProblem({ width: 1, height: 48 })!,
      ...[parseTableSize('huge')].map((r) => (r.ok ? '' : r.error)),
    );
    expect(untranslatedAmong(texts, [...words(allowed), 'huge'])).toEqual([]);
  }, 120_000);
});

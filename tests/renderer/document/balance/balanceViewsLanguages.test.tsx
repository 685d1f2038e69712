// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compareReports,
  defenseBalanceSetup,
  firestormOnMap,
  runBalanceHere,
  type AnyBalanceReport,
  type AssaultBalanceSetup,
  type BalanceSetup,
} from '@shared/balance';
import { DEFAULT_MAP_PARAMS, generateMap } from '@shared/mapgen';
import { setLanguage } from '@shared/i18n';
import { draftInput, EXAMPLE_DRAFT } from '../../../../renderer/src/rulesets/assault/assaultDraft';
import { REPORT_VIEWS } from '../../../../renderer/src/document/balance/reportViews';
import { ReportComparisonTable } from '../../../../renderer/src/document/balance/ReportComparisonTable';
import { stringsOf, untranslatedAmong } from '../../../i18nScan/untranslatedAmong';
import { freshCampaign } from '../../../shared/balance/balanceFixtures';

const REQUEST = { runs: 12, baseSeed: 1, maxTurns: 200 };
const assault: AssaultBalanceSetup = {
  ruleset: 'assault',
  title: 'Assault on the stronghold',
  names: { besieger: 'Besiegers', defender: 'Garrison' },
  input: draftInput(EXAMPLE_DRAFT, 1),
};

function firestorm() {
  const generated = generateMap(DEFAULT_MAP_PARAMS, 1);
  if (!generated.ok) throw new Error(generated.error.join('; '));
  const made = firestormOnMap(generated.value.map, 3, 1);
  if (!made.ok) throw new Error(made.error.join('; '));
  return made.value;
}

/** What a GM reads in a rendered part: its text nodes and every title, aria-label and SVG <title>. */
function readable(container: HTMLElement): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node.textContent ?? '');
  for (const el of container.querySelectorAll('[title],[aria-label]'))
    for (const attr of ['title', 'aria-label']) out.push(el.getAttribute(attr) ?? '');
  return out.filter((text) => text.trim() !== '');
}

function view(report: AnyBalanceReport, setup: BalanceSetup): string[] {
  const View = REPORT_VIEWS[setup.ruleset];
  const { container } = render(<>{View({ report, setup })}</>);
  const texts = readable(container);
  cleanup();
  return texts;
}

/**
 * Issue 32: the Balance report's charts and tables (every kind, and the what-if table) show only catalogue text in
 * the pseudo-locale, besides the documents' own names; in German their figures follow the locale.
 */
describe('the Balance report views in other languages', () => {
  afterEach(() => {
    cleanup();
    setLanguage('en');
  });

  it('leaves nothing untranslated in the pseudo-locale (en-XA)', () => {
    setLanguage('en-XA');
    const core = freshCampaign(1);
    const fs = firestorm();
    const defense = defenseBalanceSetup({ players: 2, difficulty: 3 });
    const coreReport = runBalanceHere(core, REQUEST);
    const fsReport = runBalanceHere(fs, { ...REQUEST, policies: { [fs.factions[0]!.id]: 'defensive' } });
    const texts = [
      ...view(coreReport, core),
      ...view(fsReport, fs),
      ...view(runBalanceHere(assault, REQUEST), assault),
      ...view(runBalanceHere(defense, { ...REQUEST, runs: 10 }), defense),
    ];
    const { container } = render(
      <ReportComparisonTable
        comparison={compareReports(coreReport, runBalanceHere(core, { ...REQUEST, baseSeed: 60 }))}
      />,
    );
    texts.push(...readable(container));
    expect(texts.length).toBeGreaterThan(100);
    const names = [...stringsOf(core), ...stringsOf(fs), ...stringsOf(assault.names)];
    expect(untranslatedAmong(texts, names)).toEqual([]);
  }, 120_000);

  it('writes German with German figures: decimal commas and the percent sign spaced', () => {
    setLanguage('de');
    const core = freshCampaign(1);
    const texts = view(runBalanceHere(core, REQUEST), core).join('\n');
    expect(texts).toContain('Wer gewinnt');
    expect(texts).toContain('Wie lange Kampagnen dauern');
    expect(texts).toMatch(/Im Mittel \d+,\d Seitenzüge \(gestrichelte Linie\)\./);
    expect(texts).not.toMatch(/\d\.\d/);
    expect(texts).toMatch(/\d+ %/);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { coreCampaignOf, demoHexmarchDocument } from '@shared/document';
import {
  buildPack,
  DEFAULT_PACK_OPTIONS,
  oddsRows,
  packMarkdown,
  packNamer,
  type PackBlock,
  type PackPage,
} from '@shared/pack';
import { diceOdds, emptyCampaign } from '@shared/rulesets/core';
import { endedDocument, midTurnDocument } from './packFixture';

/** Every block of a page, columns opened up. */
function blocksOf(page: PackPage): PackBlock[] {
  const open = (blocks: readonly PackBlock[]): PackBlock[] =>
    blocks.flatMap((b) => (b.kind === 'columns' ? open([...b.left, ...b.right]) : [b]));
  return open(page.blocks);
}

const factValue = (page: PackPage, label: string) =>
  blocksOf(page)
    .flatMap((b) => (b.kind === 'facts' ? b.rows : []))
    .find((row) => row.label === label)?.value;

function pack(document = midTurnDocument(), options = DEFAULT_PACK_OPTIONS) {
  const built = buildPack(document, options);
  if (!built.ok) throw new Error(built.error);
  return built.value;
}

describe('game-night pack (issue 17)', () => {
  it('has one battle sheet per pending battle, a turn report per recent side-turn and a debrief per side', () => {
    const built = pack();
    expect(built.pages.map((p) => p.kind)).toEqual([
      'battle',
      'battle',
      'turn',
      'turn',
      'debrief',
      'debrief',
    ]);
    expect(built.pages.filter((p) => p.kind === 'debrief').map((p) => p.title)).toEqual([
      'Debrief for Red',
      'Debrief for Blue',
    ]);
    expect(pack(midTurnDocument(), { turns: 'all', side: null }).pages).toHaveLength(6);
    expect(pack(midTurnDocument(), { turns: 1, side: null }).pages.map((p) => p.kind)).toEqual([
      'battle',
      'battle',
      'turn',
      'debrief',
      'debrief',
    ]);
  });

  it('names the right armies, Lords and exact dice odds on each battle sheet (BRIEF-1, BRIEF-8, DICE-2/3)', () => {
    const document = midTurnDocument();
    const campaign = coreCampaignOf(document)!;
    const n = packNamer(campaign);
    const pending = campaign.battles.ids
      .map((id) => campaign.battles.entities[id]!)
      .filter((b) => b.state === 'pending');
    const sheets = pack(document).pages.filter((p) => p.kind === 'battle');
    expect(sheets).toHaveLength(pending.length);
    pending.forEach((battle, i) => {
      const sheet = sheets[i]!;
      expect(sheet.title).toBe(`Battle at ${n.hex(battle.hex)}`);
      expect(factValue(sheet, 'Attacker')).toBe(n.army(battle.attacker.armyId));
      expect(factValue(sheet, 'Defender')).toBe(n.army(battle.defender.armyId));
      const odds = blocksOf(sheet).find((b) => b.kind === 'table' && b.columns[0] === 'Result');
      expect(odds).toMatchObject({ rows: oddsRows(diceOdds(campaign, battle.id)) });
      const total = diceOdds(campaign, battle.id).reduce((sum, o) => sum + o.outcomes, 0);
      expect(total).toBe(36);
    });
    // Blue player 3 attacks Red player 1 on the village Halgate: −1 to the attacker (DICE-2), LOC-2 listed.
    const halgate = sheets.find((s) => s.title.includes('Halgate'))!;
    expect(factValue(halgate, 'Village')).toContain('LOC-2');
    expect(factValue(halgate, 'Lord')).toBe('No Lord with this army.');
    expect(
      blocksOf(halgate).some((b) => b.kind === 'paragraph' && b.text.includes('attacker −1, defender ±0')),
    ).toBe(true);
    const defenderLord = blocksOf(halgate)
      .flatMap((b) => (b.kind === 'facts' ? b.rows : []))
      .filter((r) => r.label === 'Lord')[1]!.value;
    expect(defenderLord).toContain('Lord Red player — Warhorse, sword and shield');
  });

  it('lists the generated scenario: type, deployment, deeds, game length (SCEN-1)', () => {
    const document = midTurnDocument({ scenarioSource: 'generator' });
    const sheet = pack(document).pages.find((p) => p.kind === 'battle')!;
    expect(factValue(sheet, 'Type')).toMatch(/^Breakthrough \(rolled \d\)/);
    expect(factValue(sheet, 'Deployment')).toBeTruthy();
    expect(factValue(sheet, 'Game length')).toBeTruthy();
    const deeds = blocksOf(sheet).find(
      (b) => b.kind === 'list' && b.items.some((i) => i.startsWith('Victorious')),
    );
    expect(deeds?.kind === 'list' && deeds.items).toHaveLength(5);
  });

  it('reports the turn: moves, the settled battle, captures and retreats, and standings per side', () => {
    const report = pack().pages.find((p) => p.kind === 'turn')!;
    expect(report.title).toBe('Turn report — Turn 1 · round 1 · Red');
    const text = JSON.stringify(blocksOf(report).filter((b) => b.kind !== 'map'));
    expect(text).toContain('Red player 1 (Red) moved 3 hexes');
    expect(text).toContain(
      'Red player 3 (Red) attacked Blue player 2 (Blue) — Last Stand: a draw (dice 3 against 2)',
    );
    expect(text).toContain('Red player claimed Halgate (village, hex 0507)');
    expect(text).toContain('fell back from hex 0706 (open ground) to hex 0606 (open ground) after a draw');
    const table = blocksOf(report).find((b) => b.kind === 'table');
    expect(table).toMatchObject({
      rows: [
        ['Red', '3', '1', '1'],
        ['Blue', '3', '0', '1'],
      ],
    });
    const chart = blocksOf(report).find((b) => b.kind === 'chart');
    expect(chart?.kind === 'chart' && chart.chart.series.map((s) => s.points.map((p) => p.y))).toEqual([
      [3, 3, 3],
      [0, 1, 1],
      [3, 3, 3],
      [0, 0, 0],
    ]);
  });

  it('shows a side only what it may see in its debrief', () => {
    const built = pack();
    const blue = built.pages.find((p) => p.title === 'Debrief for Blue')!;
    const red = built.pages.find((p) => p.title === 'Debrief for Red')!;
    const text = (page: PackPage) => JSON.stringify(blocksOf(page).filter((b) => b.kind !== 'map'));
    // Red's turn-1 moves and the destination of its retreat are Red's business; the battle is Blue's too.
    expect(text(red)).toContain('Red player 1 (Red) moved 3 hexes');
    expect(text(blue)).not.toContain('Red player 1 (Red) moved');
    expect(text(blue)).toContain('Red player 3 (Red) fell back from hex 0706 (open ground) after a draw');
    expect(text(blue)).not.toContain('to hex 0606 (open ground) after a draw');
    expect(text(blue)).toContain('Blue player 1 (Blue) moved 1 hex');
    expect(blocksOf(blue).find((b) => b.kind === 'table')).toMatchObject({
      rows: [
        ['Red', 'not known', '1', '1'],
        ['Blue', '3', '0', '1'],
      ],
    });
    const map = blocksOf(blue).find((b) => b.kind === 'map');
    expect(map?.kind === 'map' && new Set(map.map.armies.map((a) => a.sideId))).toEqual(
      new Set(['side-blue']),
    );
    const chart = blocksOf(blue).find((b) => b.kind === 'chart');
    expect(chart?.kind === 'chart' && chart.chart.series.map((s) => s.name)).toEqual([
      'Red settlements',
      'Blue armies',
      'Blue settlements',
    ]);
    expect(blue.audience).toBe('Blue only');
  });

  it('gives one side its debrief alone with --side, by name in any case', () => {
    const built = pack(midTurnDocument(), { turns: 2, side: 'blue' });
    expect(built.pages.map((p) => p.title)).toEqual(['Debrief for Blue']);
    expect(built.audience).toBe('Blue (debrief)');
  });

  it('never prints internal ids or hex keys', () => {
    const markdown = packMarkdown(pack());
    expect(markdown).not.toMatch(/army-\d|battle-\d|side-(red|blue)|p-(red|blue)|\b-?\d+,-?\d+\b/);
    expect(markdown).toContain('# Skirmish — game-night pack');
    expect(markdown).toContain('| Attacker massacre | 8.3% | 3 of 36 |');
  });

  it('says plainly why there is no pack, or prints one that says what is missing', () => {
    const mapOnly = { ...demoHexmarchDocument(), campaign: null };
    expect(buildPack(mapOnly, DEFAULT_PACK_OPTIONS)).toEqual({
      ok: false,
      error: 'This file holds only a map: start the campaign before printing a game-night pack.',
    });
    const setup = { ...demoHexmarchDocument(), campaign: emptyCampaign(1) };
    expect(buildPack(setup, DEFAULT_PACK_OPTIONS)).toMatchObject({
      ok: false,
      error: expect.stringContaining('has not started'),
    });
    expect(buildPack(midTurnDocument(), { turns: 2, side: 'Green' })).toEqual({
      ok: false,
      error: 'No side "Green" in this campaign; its sides are Red and Blue.',
    });

    const fresh = pack(demoHexmarchDocument());
    expect(fresh.pages[0]).toMatchObject({ kind: 'notice' });
    expect(JSON.stringify(fresh.pages[0])).toContain('No battles are waiting for a result');
    expect(fresh.pages.some((p) => p.kind === 'battle')).toBe(false);

    const ended = pack(endedDocument());
    expect(ended.pages[0]!.kind).toBe('notice');
    expect(JSON.stringify(ended.pages[0])).toMatch(/The campaign has ended \(turn \d+\)\. (Red|Blue) won/);
    expect(ended.pages.some((p) => p.kind === 'battle')).toBe(false);
    expect(ended.pages.filter((p) => p.kind === 'debrief')).toHaveLength(2);
  });
});

describe('an ended campaign with battles left open', () => {
  it('prints no battle sheets for battles that will never be fought (VICT-3)', () => {
    const document = midTurnDocument();
    const campaign = coreCampaignOf(document)!;
    const ended = {
      ...campaign,
      status: 'ended' as const,
      result: { winner: 'side-red', reason: 'Blue: VICT-2: no fortress controlled', turn: 2 },
    };
    const built = buildPack({ ...document, campaign: ended }, DEFAULT_PACK_OPTIONS);
    expect(built.ok && built.value.pages.map((p) => p.kind)).toEqual([
      'notice',
      'turn',
      'turn',
      'debrief',
      'debrief',
    ]);
    expect(built.ok && JSON.stringify(built.value.pages[0])).toContain(
      'The campaign has ended (turn 2). Red won (Blue: VICT-2: no fortress controlled).',
    );
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildChronicle, CHRONICLE_PAGE, type ChronicleData } from '@shared/chronicle';
import { moveSentence } from '@shared/chronicle/coreChronicle';
import { coreMoments, LAST_STAND_ROLLS } from '@shared/chronicle/coreMoments';
import { demoHexmarchDocument, firestormDemoState, type HexmarchDocument } from '@shared/document';
import { kernelStep } from '@shared/kernel';
import { packNamer } from '@shared/pack';
import { step, type Campaign, type EngineEvent } from '@shared/rulesets/core';
import { loadScenarioFile } from '../../../scripts/scenarios/loadScenarios';
import { firestormRuleset, policyOrders, type FsState } from '@shared/rulesets/firestorm';
import { neverFought, playedCoreDocument } from './chronicleFixture';

function built(
  document: HexmarchDocument,
  side: string | null = null,
): { data: ChronicleData; html: string } {
  const site = buildChronicle(document, { side });
  if (!site.ok) throw new Error(site.error);
  return { data: site.value.data, html: site.value.files[CHRONICLE_PAGE]! };
}

const running = playedCoreDocument(30);

describe('the chronicle of a core campaign (issue 33)', () => {
  it('is one self-contained page: no address outside it, its data and script inline', () => {
    const { html, data } = built(running);
    const site = buildChronicle(running, { side: null });
    expect(site.ok && Object.keys(site.value.files)).toEqual(['index.html']);
    expect(html).not.toMatch(/\b(src|href)="(https?:)?\/\//);
    expect(html).toContain('id="chronicle-data"');
    // One frame for the start and one per side-turn played (the 31st has begun).
    expect(data.frames[0]!.label).toBe('Start');
    expect(data.frames.map((f) => f.turn)).toEqual([...Array(32).keys()]);
    expect(data.frames.at(-1)!.label).toBe('Turn 31 · Blue (so far)');
  });

  it('tells each battle: who, where, the odds before it, the result and its consequences', () => {
    const { data } = built(running);
    const started = running.campaign.log.filter((e) => e.type === 'BattleStarted');
    expect(data.battles).toHaveLength(started.length);
    const torholm = data.battles.find((b) => b.title === 'Battle of Torholm (turn 13)')!;
    expect(torholm).toMatchObject({
      where: 'Torholm (village, hex 1613)',
      attacker: 'Dave 2 (Blue)',
      defender: 'Carol 3 (Red)',
      result: 'A minor victory for the attacker, Dave 2 (Blue) (dice 4 against 2).',
    });
    expect(torholm.odds).toContain('the attacker wins 6, 15 end in a draw and the defender wins 15');
    expect(torholm.consequences).toEqual([
      'Carol 3 (Red) fell back (RETREAT-1).',
      'Carol 3 (Red) is now shaken.',
      'Dave took Torholm (village, hex 1613) from Carol.',
    ]);
  });

  it("writes each side's diary in plain sentences, moves and river crossings included for the side's own view", () => {
    const { data } = built(running, 'Red');
    const red = data.diaries[0]!.entries.map((e) => `Turn ${e.turn}: ${e.text}`);
    expect(red.slice(0, 3)).toEqual([
      'Turn 2: Alice 1 (Red) marched on Ostmoor (town, hex 0505) and took it.',
      'Turn 2: Alice 2 (Red) marched on Garbury (city, hex 0601) and took it.',
      'Turn 2: Alice 3 (Red) marched to hex 0702 (forest).',
    ]);
    expect(red.some((line) => / (forded the river|crossed the bridge) (at|to) /.test(line))).toBe(true);
    expect(red.some((line) => / and took .+ from (Bob|Dave)\.$/.test(line))).toBe(true);
    expect(red.at(-1)).toMatch(/^Turn 30: /);
  });

  it('phrases a move as a sentence', () => {
    expect(
      moveSentence(
        'Alice 1 (Red)',
        'Halgate (town, hex 0512)',
        { where: 'hex 0411 (forest)', bridge: false, atEnd: false },
        { from: 'Bob' },
      ),
    ).toBe('Alice 1 (Red) forded the river at hex 0411 (forest) and took Halgate (town, hex 0512) from Bob');
    expect(
      moveSentence(
        'Alice 1 (Red)',
        'hex 0512 (hills)',
        { where: 'hex 0512 (hills)', bridge: true, atEnd: true },
        null,
      ),
    ).toBe('Alice 1 (Red) crossed the bridge to hex 0512 (hills)');
    expect(moveSentence('Alice 1 (Red)', 'Halgate (town, hex 0512)', null, { from: null })).toBe(
      'Alice 1 (Red) marched on Halgate (town, hex 0512) and took it',
    );
  });

  it('marks the notable moments: the first fortress to fall, massacres, last stands, fallen Lords', () => {
    const { data } = built(running);
    expect(data.moments.map((m) => [m.turn, m.notable])).toEqual([
      [15, 'Massacre'],
      [25, 'First fortress to fall'],
    ]);
    expect(data.moments[1]!.text).toBe(
      'Wyngate Keep (fortress, hex 0204) fell to Dave, taken from Alice: the first fortress of the campaign to change hands.',
    );
    // The diary entries and the battle that made a moment carry its name.
    expect(data.diaries[1]!.entries.filter((e) => e.notable === 'First fortress to fall')).toHaveLength(1);
    expect(data.battles.filter((b) => b.notable === 'Massacre').map((b) => b.turn)).toEqual([15]);
  });

  it('defines the moments precisely (coreMoments on a made-up log)', () => {
    const campaign = demoHexmarchDocument().campaign;
    const n = packNamer(campaign);
    const [a, b] = campaign.armies.ids;
    const [alice, bob] = campaign.players.map((p) => p.id);
    let seq = 0;
    const ev = (turn: number, type: string, payload: object) =>
      ({ seq: seq++, turn, phase: 'RESULTS', type, payload, ruleIds: [] }) as unknown as EngineEvent;
    const battle = (turn: number, id: string, winner: string | null, level: string) => [
      ev(turn, 'BattleStarted', {
        battleId: id,
        hex: '3,3',
        attackerArmyId: a,
        defenderArmyId: b,
        kind: 'field',
      }),
      ev(turn, 'BattleApplied', { battleId: id, winner, level }),
    ];
    const fortress = Object.keys(campaign.map.hexes).find(
      (k) => campaign.map.hexes[k as never]!.settlement?.type === 'fortress',
    )!;
    const events = [
      ...battle(1, 'b1', 'attacker', 'massacre'),
      ...battle(2, 'b2', 'defender', 'minor'), // last stand: the attacker had 24 rolls in 36
      ...battle(3, 'b3', null, 'draw'), // not one: the attacker had only 23
      ev(4, 'SettlementCaptured', {
        hex: fortress,
        settlementType: 'fortress',
        fromPlayer: null,
        toPlayer: alice,
        cause: 'move',
      }),
      ev(5, 'SettlementCaptured', {
        hex: fortress,
        settlementType: 'fortress',
        fromPlayer: alice,
        toPlayer: bob,
        cause: 'battle',
      }),
      ev(6, 'SettlementCaptured', {
        hex: fortress,
        settlementType: 'fortress',
        fromPlayer: bob,
        toPlayer: alice,
        cause: 'battle',
      }),
      ev(7, 'LordKilled', { playerId: bob, armyId: b, cause: 'challenge' }),
    ];
    const odds = new Map([
      ['b1', { attacker: 30, draw: 6, defender: 0 }],
      ['b2', { attacker: LAST_STAND_ROLLS, draw: 6, defender: 36 - 6 - LAST_STAND_ROLLS }],
      ['b3', { attacker: LAST_STAND_ROLLS - 1, draw: 7, defender: 6 }],
    ]);
    const moments = [...coreMoments(events, odds, n).values()].map((m) => [m.turn, m.name]);
    // A neutral fortress claimed is no fall; only the first fortress taken from a player is.
    expect(moments).toEqual([
      [1, 'Massacre'],
      [2, 'Last stand'],
      [5, 'First fortress to fall'],
      [7, 'A Lord falls'],
    ]);
  });
});

describe('hidden information in the chronicle (issue 33)', () => {
  const sides = running.campaign.sides;

  it('a running campaign shows only what every side may see: no army on any map, no move, no retreat destination', () => {
    const { data, html } = built(running);
    expect(data.frames.every((f) => f.pieces.length === 0)).toBe(true);
    const lines = data.diaries.flatMap((d) => d.entries.map((e) => e.text));
    expect(lines.some((l) => /marched|forded|crossed the bridge|fell back from .+ to /.test(l))).toBe(false);
    expect(data.battles.flatMap((b) => b.consequences).some((c) => / fell back to /.test(c))).toBe(false);
    for (const side of sides)
      for (const name of neverFought(running.campaign, side.id)) expect(html).not.toContain(`${name} (`);
    expect(data.standings.series.map((s) => s.name)).toEqual([
      'Red: settlements held',
      'Blue: settlements held',
    ]);
  });

  it("--side shows that side's armies and moves and none of the other's", () => {
    const { data, html } = built(running, 'red');
    expect(data.frames.at(-1)!.pieces.length).toBeGreaterThan(0);
    expect(data.frames.every((f) => f.pieces.every((p) => p[1] === 0))).toBe(true);
    const blue = neverFought(running.campaign, sides[1]!.id);
    expect(blue.length).toBeGreaterThan(0);
    for (const name of blue) expect(html).not.toContain(`${name} (`);
    expect(data.diaries[1]!.entries.some((e) => /marched|forded|crossed the bridge/.test(e.text))).toBe(
      false,
    );
    expect(
      data.battles.flatMap((b) => b.consequences).filter((c) => /\(Blue\) fell back to /.test(c)),
    ).toEqual([]);
    expect(data.audience).toMatch(/^Red's own view/);
  });

  it('an ended campaign is told whole', () => {
    let document = running;
    for (let turns = 60; document.campaign.status !== 'ended' && turns <= 400; turns += 60)
      document = playedCoreDocument(turns);
    expect(document.campaign.status).toBe('ended');
    const { data } = built(document);
    const sideIndexes = new Set(data.frames.flatMap((f) => f.pieces.map((p) => p[1])));
    expect([...sideIndexes].sort()).toEqual([0, 1]);
    expect(data.audience).toMatch(/^Everything/);
    expect(data.diaries.every((d) => /won the campaign|draw/.test(d.entries.at(-1)!.text))).toBe(true);
  });

  it('says why there is no chronicle: a map without a campaign, a side that is not in it', () => {
    expect(buildChronicle({ ...running, campaign: null }, { side: null })).toEqual({
      ok: false,
      error: 'This file holds only a map: start the campaign before publishing its chronicle.',
    });
    expect(buildChronicle(running, { side: 'Green' })).toEqual({
      ok: false,
      error: 'There is no side "Green" in this campaign; its sides are Red and Blue.',
    });
  });
});

describe('the chronicle of a Firestorm campaign (issue 33)', () => {
  const SECRET = 'Hold the Obsidian Gate by midsummer';
  /** The demo at turn 7's ORDERS, a Secret Objective recorded and the first faction's orders given (secret). */
  function ordersGiven(): { state: FsState; faction: string } {
    let state = firestormDemoState(6);
    const faction = state.factions[0]!;
    const step = (command: unknown) => {
      const result = kernelStep(firestormRuleset, state, command as never);
      if (!result.ok) throw new Error(JSON.stringify(result));
      state = result.state;
    };
    step({ type: 'RecordSecretObjective', player: faction.playerIds[0], text: SECRET });
    step({
      type: 'SubmitOrders',
      faction: faction.id,
      orders: policyOrders(state, faction.id, 'aggressive'),
    });
    return { state, faction: faction.name };
  }

  it('shows banners and territories (public) but no order before it is revealed and no Secret Objective', () => {
    const { state, faction } = ordersGiven();
    expect(state.turn).toMatchObject({ number: 7, step: 'ORDERS' });
    const document = { mapDocument: demoHexmarchDocument().mapDocument, campaign: state };
    for (const side of [null, state.factions[1]!.name, faction]) {
      const { data, html } = built(document, side);
      expect(html).not.toContain(SECRET);
      expect(data.frames.at(-1)!.pieces.length).toBe(state.banners.filter((b) => b.hex !== null).length);
      // Nothing of turn 7 is told: its orders are still secret.
      expect(data.diaries.flatMap((d) => d.entries).filter((e) => e.turn === 7)).toEqual([]);
    }
  });

  it('tells revealed orders as moves, conquests and battles with their odds', () => {
    let state = firestormDemoState(9);
    const document = { mapDocument: demoHexmarchDocument().mapDocument, campaign: state };
    const { data } = built(document);
    expect(data.ruleset).toBe('firestorm');
    const lines = data.diaries[0]!.entries.map((e) => `Turn ${e.turn}: ${e.text}`);
    expect(lines).toContain('Turn 1: Iron Host 1 marched to hex 0102 and claimed it.');
    expect(lines).toContain('Turn 3: Iron Host raised a new banner, Iron Host 2, at hex 0101.');
    state = firestormDemoState(10);
    const ended = built({ ...document, campaign: state }).data;
    expect(ended.audience).toMatch(/^Everything/);
    const battle = ended.battles[0]!;
    expect(battle.odds).toContain(
      'of the 36 possible rolls the attacker wins 10, 16 end in a draw and the defender wins 10',
    );
    expect(battle.consequences).toContain('Iron Host 1 was destroyed (disbanded).');
    expect(ended.moments.map((m) => m.notable)).toEqual(['Massacre']);
  });
});

describe('a battle fought as an assault game (LOC-7) in the chronicle', () => {
  it("tells the assault as the battle's story, and a log that does not start at creation shows the map as it stands", () => {
    const loaded = loadScenarioFile(
      fileURLToPath(new URL('../../scenarios/LOC-7-fortress-assault.yaml', import.meta.url)),
    )[0]!;
    if (!('generic' in loaded)) throw new Error(loaded.error);
    const made = loaded.adapter.build(loaded.generic);
    if (!('state' in made)) throw new Error('not a playable core scenario');
    const state = made.state as Campaign;
    const battleId = state.battles.ids[0]!;
    const b = state.battles.entities[battleId]!;
    // The scenario sets the battle up without its BattleStarted; the log gets it, as a campaign's would have it.
    const started = {
      seq: 0,
      turn: state.turn.number,
      phase: 'MOVE',
      type: 'BattleStarted',
      ruleIds: ['BATTLE-1'],
      payload: {
        battleId,
        hex: b.hex,
        attackerArmyId: b.attacker.armyId,
        defenderArmyId: b.defender.armyId,
        attackerSideId: b.attacker.sideId,
        defenderSideId: b.defender.sideId,
        entryHex: b.entryHex,
        entryDir: b.entryDir,
        kind: b.kind,
        method: b.method,
      },
    } as unknown as EngineEvent;
    const result = step(
      { ...state, log: [started] },
      {
        type: 'ResolveByAssault',
        battleId,
        commands: [
          { type: 'DeployBesieger', assault: ['r2'], breach: [] },
          { type: 'RunAssaultTurn', until: 'ENDED' },
        ],
      },
    );
    if (!result.ok) throw new Error(result.violations.map((v) => v.message).join('; '));
    const { data } = built({ mapDocument: demoHexmarchDocument().mapDocument, campaign: result.state });
    expect(data.frames).toHaveLength(1);
    const [battle] = data.battles;
    expect(battle!.where).toBe('hex 0101 (fortress), a fortress siege (LOC-7)');
    expect(battle!.odds).toMatch(
      /^It was decided by an assault game \(LOC-7\), not by the dice\. Had it been rolled, the dice favoured the defender/,
    );
    expect(battle!.story).toEqual([
      'The fortress was stormed as an assault game (LOC-7): after 4 assault turns the defenders drove the besiegers off.',
      'R1 (Red) lost 110 dead, 110 wounded and 110 taken prisoner; B1 (Blue) lost 50 dead, 50 wounded and 0 taken prisoner.',
    ]);
  });
});

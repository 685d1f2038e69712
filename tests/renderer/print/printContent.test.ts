import { describe, expect, it } from 'vitest';
import { demoHexmarchDocument, demoMapDocument } from '@shared/document';
import { buildMapPicture } from '../../../renderer/src/canvas/draw/mapPicture';
import { drawArmyFlags, LORD_CROWN } from '../../../renderer/src/print/drawArmyFlags';
import { drawControlBadges } from '../../../renderer/src/print/drawControlBadges';
import { drawLegend } from '../../../renderer/src/print/drawLegend';
import type { PrintContext } from '../../../renderer/src/print/printSurface';
import {
  DEFAULT_PRINT_CHOICES,
  legendEntriesFor,
  printContentFor,
} from '../../../renderer/src/print/printContent';
import { createRecordingPath, RecordingContext } from '../canvas/recordingContext';

const document = demoHexmarchDocument();
const campaign = document.campaign!;
const everywhere = { minX: -1e9, minY: -1e9, maxX: 1e9, maxY: 1e9 };

describe('printContentFor', () => {
  it("titles the sheets with the campaign's name unless the GM typed a title", () => {
    expect(printContentFor(document, DEFAULT_PRINT_CHOICES).title).toBe(campaign.name);
    expect(printContentFor(document, { ...DEFAULT_PRINT_CHOICES, title: ' Club wall ' }).title).toBe(
      'Club wall',
    );
  });

  it('notes the turn of a running campaign, or nothing when the turn is switched off', () => {
    expect(printContentFor(document, DEFAULT_PRINT_CHOICES).turnNote).toBe(
      `Turn ${campaign.turn.number} · round ${campaign.turn.round}`,
    );
    expect(printContentFor(document, { ...DEFAULT_PRINT_CHOICES, showTurn: false }).turnNote).toBeNull();
  });

  it("prints a side's handout with its own armies only and says whose it is", () => {
    const [red, blue] = campaign.sides;
    const handout = printContentFor(document, { ...DEFAULT_PRINT_CHOICES, side: blue!.id });
    expect(handout.handoutNote).toBe(`Handout for ${blue!.name}`);
    expect(handout.armies.length).toBeGreaterThan(0);
    expect(handout.armies.every((army) => army.sideId === blue!.id)).toBe(true);
    expect(handout.armies.some((army) => army.sideId === red!.id)).toBe(false);
  });

  it('prints a map without a campaign from the map document, with no armies', () => {
    const content = printContentFor(
      { mapDocument: demoMapDocument(), campaign: null },
      DEFAULT_PRINT_CHOICES,
    );
    expect(content.armies).toEqual([]);
    expect(content.turnNote).toBeNull();
    expect(content.title).toBe('Campaign map');
  });

  it('gives each side a badge letter and each player its side', () => {
    const content = printContentFor(document, DEFAULT_PRINT_CHOICES);
    expect(content.sides.map((side) => side.letter)).toEqual(['R', 'B']);
    for (const player of campaign.players)
      expect(content.sideOfPlayer[player.id]).toBe(campaign.sides.findIndex((s) => s.id === player.sideId));
  });
});

describe('legendEntriesFor', () => {
  it('lists terrains, settlements, control, river and bridge, and army symbols when armies are shown', () => {
    const withArmies = legendEntriesFor(printContentFor(document, DEFAULT_PRINT_CHOICES)).map((e) => e.id);
    expect(withArmies.slice(0, 6)).toEqual([
      'terrain:open',
      'terrain:forest',
      'terrain:hills',
      'terrain:marsh',
      'terrain:mountain',
      'terrain:water',
    ]);
    expect(withArmies).toEqual(
      expect.arrayContaining([
        'settlement:fortress',
        'control:0',
        'control:1',
        'river',
        'bridge',
        'army:1',
        'lord',
      ]),
    );
    const noArmies = legendEntriesFor(
      printContentFor(document, { ...DEFAULT_PRINT_CHOICES, showArmies: false }),
    );
    expect(noArmies.some((entry) => entry.id.startsWith('army'))).toBe(false);
  });

  it("shows each printed player's flag in the player's colour, named with player and side (issue 15)", () => {
    const content = printContentFor(document, DEFAULT_PRINT_CHOICES);
    const flagColours = new Set(content.armies.map((army) => army.color));
    expect(content.armyOwners.map((owner) => owner.color).sort()).toEqual([...flagColours].sort());
    const entries = legendEntriesFor(content);
    content.armyOwners.forEach((owner, index) => {
      const entry = entries.find((e) => e.id === `army:${index}`)!;
      expect(entry.text).toBe(`${owner.name}'s army (${content.sides[owner.sideIndex]!.name})`);
    });
    // Carol plays for Red in her own colour: her legend flag wears it, never Red's.
    const carol = content.armyOwners.findIndex((owner) => owner.name === 'Carol');
    const ctx = new RecordingContext();
    const placed = entries.map((e) => ({ ...e, xMm: 0, yMm: 0 }));
    drawLegend(
      ctx as unknown as PrintContext,
      placed.filter((e) => e.id === `army:${carol}`),
      0,
      0,
      content,
      createRecordingPath,
    );
    const fills = ctx.ops('fill').map((call) => call.fillStyle);
    expect(fills).toContain(content.armyOwners[carol]!.color);
    expect(fills).not.toContain(content.sides[0]!.color);
    // A side's handout lists only that side's players.
    const blue = campaign.sides[1]!;
    const handout = printContentFor(document, { ...DEFAULT_PRINT_CHOICES, side: blue.id });
    expect(handout.armyOwners.every((owner) => handout.sides[owner.sideIndex]!.name === blue.name)).toBe(
      true,
    );
  });
});

describe('army flags and control badges', () => {
  it('draws a flag per army in its owner colour and a gold crown where a Lord travels', () => {
    const content = printContentFor(document, DEFAULT_PRINT_CHOICES);
    const ctx = new RecordingContext();
    expect(drawArmyFlags(ctx, content.armies, 10, everywhere, true)).toBe(content.armies.length);
    const crowns = ctx.ops('fill').filter((call) => call.fillStyle === LORD_CROWN).length;
    expect(crowns).toBe(content.armies.filter((army) => army.lord !== null).length);
    const noLords = new RecordingContext();
    drawArmyFlags(noLords, content.armies, 10, everywhere, false);
    expect(noLords.ops('fill').some((call) => call.fillStyle === LORD_CROWN)).toBe(false);
  });

  it('skips armies outside the drawn rectangle', () => {
    const content = printContentFor(document, DEFAULT_PRINT_CHOICES);
    const nowhere = { minX: 1e6, minY: 1e6, maxX: 1e6 + 1, maxY: 1e6 + 1 };
    expect(drawArmyFlags(new RecordingContext(), content.armies, 10, nowhere, true)).toBe(0);
  });

  it("letters every controlled settlement with its controller's side", () => {
    const content = printContentFor(document, DEFAULT_PRINT_CHOICES);
    const picture = buildMapPicture(content.map, 10, createRecordingPath);
    const ctx = new RecordingContext();
    const controlled = Object.values(content.map.hexes).filter((hex) => hex.settlement?.controller);
    expect(drawControlBadges(ctx, picture.features, everywhere, content)).toBe(controlled.length);
    const letters = ctx.ops('fillText').map((call) => call.text);
    const expected = controlled.map(
      (hex) => content.sides[content.sideOfPlayer[hex.settlement!.controller!]!]!.letter,
    );
    expect(letters.sort()).toEqual(expected.sort());
    expect(controlled.length).toBeGreaterThan(0);
  });
});

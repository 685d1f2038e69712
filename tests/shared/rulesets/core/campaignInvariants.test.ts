import { coreCampaignOf } from '@shared/document';
import { describe, expect, it } from 'vitest';
import type { HexKey } from '@shared/hex';
import { brokenCampaignInvariant, type Campaign } from '@shared/rulesets/core';
import { generatedDocument } from '../../file/documentFactory';

/** Writable deep copy: each case breaks one thing. */
type Draft = { -readonly [K in keyof Campaign]: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

const ENDED = coreCampaignOf(generatedDocument(11, 500, { width: 24, height: 18 }))!;
const RUNNING = coreCampaignOf(generatedDocument(5, 4))!;

function brokenAfter(base: Campaign, change: (campaign: Draft) => void): string | undefined {
  const copy = structuredClone(base) as Draft;
  change(copy);
  return brokenCampaignInvariant(copy as Campaign);
}

const firstArmy = (c: Draft) => c.armies.entities[c.armies.ids[0]];
const hexWhere = (c: Campaign, test: (terrain: string) => boolean) =>
  (Object.keys(c.map.hexes) as HexKey[]).find((key) => test(c.map.hexes[key]!.terrain))!;

describe('brokenCampaignInvariant', () => {
  it('finds nothing wrong in campaigns the engine played, running or ended', () => {
    expect(brokenCampaignInvariant(RUNNING)).toBeUndefined();
    expect(brokenCampaignInvariant(ENDED)).toBeUndefined();
    expect(ENDED.battles.ids.length).toBeGreaterThan(0);
  });

  it.each<[string, Campaign, (c: Draft) => void, string | RegExp]>([
    [
      'an army on water',
      RUNNING,
      (c) => (firstArmy(c).hex = hexWhere(RUNNING, (t) => t === 'water')),
      /^army Red player 1 stands on hex \d{4}, which is water$/,
    ],
    [
      'an army on a mountain',
      RUNNING,
      (c) => (firstArmy(c).hex = hexWhere(RUNNING, (t) => t === 'mountain')),
      /^army Red player 1 stands on hex \d{4}, which is mountain$/,
    ],
    [
      'an army off the map',
      RUNNING,
      (c) => (firstArmy(c).hex = '99,99'),
      'army Red player 1 stands on hex 100149, which is not on the map',
    ],
    [
      'an army of nobody',
      RUNNING,
      (c) => (firstArmy(c).ownerId = 'p-green'),
      'army Red player 1 belongs to p-green, who is not a player of the campaign',
    ],
    [
      'two armies of a side on one hex',
      RUNNING,
      (c) => (c.armies.entities[c.armies.ids[1]].hex = firstArmy(c).hex),
      /^armies Red player 1 and Red player 2 of one side share hex/,
    ],
    [
      'an army gone from the map but not destroyed',
      RUNNING,
      (c) => (firstArmy(c).hex = null),
      'army Red player 1 is on no hex but was never destroyed',
    ],
    [
      'a player listed twice',
      RUNNING,
      (c) => c.players.push({ ...c.players[0] }),
      'player Red player is listed twice',
    ],
    [
      'a player on a side that does not exist',
      RUNNING,
      (c) => (c.players[0].sideId = 'side-green'),
      /^player Red player is listed by side .* but not on it$/,
    ],
    [
      'a side listing a stranger',
      RUNNING,
      (c) => c.sides[0].playerIds.push('p-green'),
      /lists a player p-green who is not in the campaign$/,
    ],
    [
      'a third side',
      RUNNING,
      (c) => c.sides.push({ ...c.sides[0], id: 'side-green', name: 'Green', playerIds: [] }),
      'the campaign has 3 sides instead of two (SETUP-2)',
    ],
    [
      'a Lord with an army that does not exist',
      RUNNING,
      (c) => (c.lords.entities['p-red'].armyId = 'army-99'),
      `Lord "Red player's Lord" is with army army-99, which does not exist`,
    ],
    [
      'a Lord with another player’s army',
      RUNNING,
      (c) => (c.lords.entities['p-red'].armyId = c.lords.entities['p-blue'].armyId),
      /^Lord "Red player's Lord" is with army Blue player \d of another player \(LORD-1\)$/,
    ],
    [
      'a captured Lord still with an army',
      RUNNING,
      (c) => (c.lords.entities['p-red'].state = 'captured'),
      `Lord "Red player's Lord" is captured but still with an army`,
    ],
    [
      'a Lord of nobody',
      RUNNING,
      (c) => {
        c.lords.ids.push('p-green');
        c.lords.entities['p-green'] = {
          ...c.lords.entities['p-red'],
          playerId: 'p-green',
          name: 'Lord Green',
        };
      },
      'Lord "Lord Green" belongs to p-green, who is not a player of the campaign',
    ],
    [
      'a battle naming a missing army',
      ENDED,
      (c) => (c.battles.entities[c.battles.ids[0]].defender.armyId = 'army-99'),
      /^the battle at hex .* \(turn \d+\) names army army-99, which does not exist$/,
    ],
    [
      'a battle on a missing hex',
      ENDED,
      (c) => (c.battles.entities[c.battles.ids[0]].hex = '99,99'),
      /^the battle at hex 100149 \(turn \d+\) names hex 100149, which is not on the map$/,
    ],
    [
      'a battle naming a missing side',
      ENDED,
      (c) => (c.battles.entities[c.battles.ids[0]].attacker.sideId = 'side-green'),
      /names side side-green, which does not exist$/,
    ],
    [
      'an edge off the map',
      RUNNING,
      (c) => c.map.edges.West.push('99,99'),
      'the West edge of the campaign map names hex 100149, which is not on the map',
    ],
    [
      'a corner off the map',
      RUNNING,
      (c) => (c.map.corners.SE = '-40,2'),
      'the south-east corner of the campaign map is hex -39.-17, which is not on the map',
    ],
    [
      'a bridge without a river',
      RUNNING,
      (c) => {
        const key = Object.keys(c.map.hexes).find((k) => !c.map.hexes[k].river)!;
        c.map.hexes[key] = { ...c.map.hexes[key], bridge: true };
      },
      /^hex .* of the campaign map has a bridge but no river \(HEX-7\)$/,
    ],
    [
      'a settlement held by a stranger',
      RUNNING,
      (c) => {
        const key = Object.keys(c.map.hexes).find((k) => c.map.hexes[k].settlement)!;
        const hex = c.map.hexes[key];
        c.map.hexes[key] = { ...hex, settlement: { ...hex.settlement, controller: 'p-green' } };
      },
      /^the (village|town|city|fortress) on hex .* is held by p-green, who is not a player of the campaign$/,
    ],
    [
      'a PRNG word out of range',
      RUNNING,
      (c) => (c.rng.words[2] = 2 ** 40),
      `the random generator state of the campaign holds ${2 ** 40}, out of range`,
    ],
    [
      'a PRNG word out of range in the log',
      RUNNING,
      (c) =>
        (c.log.find((e: { type: string }) => e.type === 'DiceRolled').payload.rngAfter.words[0] = -(2 ** 33)),
      /^the random generator state of event \d+ of the log \(DiceRolled\) holds -8589934592, out of range$/,
    ],
    [
      'an ended campaign without a result',
      ENDED,
      (c) => delete c.result,
      'the campaign has ended but has no result',
    ],
    [
      'a running campaign with a result',
      RUNNING,
      (c) => (c.result = { winner: 'draw', reason: 'x', turn: 1 }),
      'the campaign is still running but already has a result',
    ],
    [
      'a running campaign with an empty log',
      RUNNING,
      (c) => (c.log = []),
      'the campaign is running but its log is empty (EVT-1)',
    ],
    [
      'a winner that is not a side',
      ENDED,
      (c) => (c.result.winner = 'side-green'),
      'the campaign was won by side-green, which is not a side',
    ],
    [
      'a side to move that does not exist',
      RUNNING,
      (c) => (c.turn.activeSideId = 'side-green'),
      'the side to move, side-green, does not exist',
    ],
    [
      'a move bonus for a missing army',
      RUNNING,
      (c) => (c.turn.locationBonus = { 'army-99': 1 }),
      'the move bonus lists army army-99, which does not exist',
    ],
    [
      'a log numbered with a gap',
      RUNNING,
      (c) => (c.log[5] = { ...c.log[5], seq: 60 }),
      /^event 6 of the log \(.*\) is numbered 60$/,
    ],
    [
      'a destroyed army acting again',
      ENDED,
      (c) => {
        const destroyed = c.log.find((e: { type: string }) => e.type === 'ArmyDestroyed');
        const at = c.log.indexOf(destroyed);
        const later = { ...c.log[at + 1], type: 'ArmyHeld', payload: { armyId: destroyed.payload.armyId } };
        c.log[at + 1] = later;
      },
      /^army .* was destroyed but acts again in event \d+ \(ArmyHeld\)$/,
    ],
  ])('names %s', (_name, base, change, expected) => {
    const message = brokenAfter(base, change);
    if (typeof expected === 'string') expect(message).toBe(expected);
    else expect(message).toMatch(expected);
  });
});

import { kernelStep, replayEvents } from '@shared/kernel';
import { defendingFaction, firestormRuleset, type FsState } from '@shared/rulesets/firestorm';
import { describe, expect, it } from 'vitest';
import { fourFactionCampaign } from './fixtures';

/** The Iron faction's Lord's Tower hex, and the same state with a Walled Settlement built beside the tower. */
function campaign(walled: boolean): { fs: FsState; hex: string } {
  const fs = fourFactionCampaign(7);
  const hex = fs.factions[0]!.originTowerHex;
  if (!walled) return { fs, hex };
  const t = fs.territories[hex]!;
  const items = [...t.items, { type: 'walledSettlement' as const, builtTurn: 0 }];
  return { fs: { ...fs, territories: { ...fs.territories, [hex]: { ...t, items } } }, hex };
}

const record = (hex: string, affectsCampaign: boolean, cityBuildingsLeft: number, defenseId = 'd-1') => ({
  type: 'RecordDefense',
  hex,
  result: {
    defenseId,
    winners: cityBuildingsLeft > 0 ? ['Ian'] : [],
    influence: [
      { playerId: 'Ian', influence: 12 },
      { playerId: 'Ivy', influence: 9 },
    ],
    cityBuildingsLeft,
    affectsCampaign,
  },
});

const itemsAt = (fs: FsState, hex: string) => fs.territories[hex]!.items.map((i) => i.type);
/** The record's own events (a record at START lets the automatic steps run on after it, AMD-11). */
const defenseEvents = (events: readonly { type: string }[]) =>
  events.filter((e) => e.type === 'DefenseScored' || e.type === 'DomainItemRemoved').map((e) => e.type);

describe('Firestorm RecordDefense: a settlement defense for a walled territory (ANV-1, ANV-40)', () => {
  it('is defended by the faction holding a Walled Settlement, Stronghold or Lord’s Tower', () => {
    const { fs, hex } = campaign(false);
    expect(defendingFaction(fs, hex)?.name).toBe('Iron');
    const open = '5,5'; // no territory entry: nothing built, nobody's
    expect(defendingFaction(fs, open)).toBeUndefined();
  });

  it('records the result in the log and changes nothing else when the house rule is off', () => {
    const { fs, hex } = campaign(true);
    const r = kernelStep(firestormRuleset, fs, record(hex, false, 0));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(defenseEvents(r.events)).toEqual(['DefenseScored']);
    expect(r.events[0]).toMatchObject({
      payload: { hex, faction: fs.factions[0]!.id },
      ruleIds: ['ANV-1', 'ANV-40'],
    });
    expect(itemsAt(r.state, hex)).toEqual(itemsAt(fs, hex));
  });

  it('with anv.affectsCampaign, a fallen city loses its settlement-chain item but never the Lord’s Tower', () => {
    const walled = campaign(true);
    const fell = kernelStep(firestormRuleset, walled.fs, record(walled.hex, true, 0));
    if (!fell.ok) throw new Error(fell.violations.map((v) => v.message).join());
    expect(defenseEvents(fell.events)).toEqual(['DefenseScored', 'DomainItemRemoved']);
    expect(itemsAt(fell.state, walled.hex)).toEqual(['lordsTower']);
    // GEN-5: the log replays to the same state.
    expect(replayEvents(firestormRuleset, walled.fs, fell.events)).toEqual(fell.state);

    const tower = campaign(false);
    const towerFell = kernelStep(firestormRuleset, tower.fs, record(tower.hex, true, 0));
    expect(towerFell.ok && itemsAt(towerFell.state, tower.hex)).toEqual(['lordsTower']);
    const held = kernelStep(firestormRuleset, walled.fs, record(walled.hex, true, 2));
    expect(held.ok && itemsAt(held.state, walled.hex)).toEqual(['lordsTower', 'walledSettlement']);
  });

  it('refuses another faction’s players, an unwalled territory and the same defense twice (GEN-10)', () => {
    const { fs, hex } = campaign(true);
    const stranger = record(hex, false, 1);
    stranger.result.influence[1]!.playerId = 'Gus';
    expect(firestormRuleset.validate(fs, stranger)).toEqual([
      expect.objectContaining({
        ruleId: 'ANV-1',
        message: expect.stringContaining('Gus is not a player of Iron'),
      }),
    ]);
    const open = '5,5'; // no territory entry: nothing built, nobody's
    expect(firestormRuleset.validate(fs, record(open, false, 1))[0]).toMatchObject({ ruleId: 'ANV-1' });
    const once = kernelStep(firestormRuleset, fs, record(hex, false, 1));
    if (!once.ok) throw new Error('refused');
    const twice = kernelStep(firestormRuleset, once.state, record(hex, false, 1));
    expect(twice.ok).toBe(false);
    expect(!twice.ok && twice.violations[0]).toMatchObject({ ruleId: 'ANV-40' });
    expect(twice.state).toBe(once.state);
  });
});

import {
  SIEGE_BATTLEPLAN_IDS,
  SIEGE_BATTLEPLANS,
  siegeBattleplanBriefing,
  siegeBattleplansAt,
  siegeOptionBattleplan,
  withArmyPoints,
  type Siege,
} from '@shared/rulesets/firestorm';
import { DEFAULT_FS_SETTINGS, type FsSettings } from '@shared/rulesets/firestorm/model/settings';
import { NO_SIEGE_FLAGS } from '@shared/rulesets/firestorm/model/types';
import { describe, expect, it } from 'vitest';

const settings = (sfp = 100): FsSettings => ({ ...DEFAULT_FS_SETTINGS, 'fs.siegeForcePointValue': sfp });

const siege = (patch: Partial<Siege>): Siege => ({
  id: 's1',
  battleId: 'b1',
  level: 2,
  state: 'siegeTurns',
  turnStep: 'choose',
  attackerSP: 2,
  defenderSP: 2,
  completedSiegeTurns: 0,
  timeModifier: 0,
  flags: NO_SIEGE_FLAGS,
  ledger: [],
  chosen: {},
  undermineSuccesses: 0,
  reinforcementUnits: 0,
  ...patch,
});

const fought = (s: Siege) =>
  siegeBattleplansAt(s, settings()).map(({ cause, briefing }) => ({ cause, id: briefing.id }));

describe('the siege battleplan briefings (SSCN-1..9)', () => {
  it.each(SIEGE_BATTLEPLAN_IDS)(
    'has a catalogue row and a set-up for %s, ending with the "All" line',
    (id) => {
      const b = siegeBattleplanBriefing(id, settings());
      expect(b.name).not.toBe('');
      for (const field of [b.usedBy, b.firstTurn, b.length, b.victory, b.quickResult])
        expect(field).not.toBe('');
      expect(Object.values(b.forces).length).toBeGreaterThan(0);
      expect(b.setUp.length).toBeGreaterThan(1);
      expect(b.setUp.at(-1)).toBe('A side without enough points for this battleplan fields what it has.');
      // Every SFP figure is written with its army points (SIEGE-20); no token is left for the table to read.
      const texts = [...Object.values(b.forces), b.victory, b.quickResult, ...b.setUp];
      for (const text of texts) expect(text).not.toMatch(/[{}]/);
    },
  );

  it('names the battleplans as RULES.md does', () => {
    expect(SIEGE_BATTLEPLAN_IDS.map((id) => SIEGE_BATTLEPLANS[id].name)).toEqual([
      'Send for Help!',
      'Forlorn Hope',
      'Testing the Defenses',
      'Reinforcements',
      'Infiltrate',
      'Starve Out',
      'Sally Out',
      'Undermine',
    ]);
  });

  it('writes siege force points with the army points of the campaign’s fs.siegeForcePointValue (SIEGE-20)', () => {
    expect(withArmyPoints('a hero of at most {3 SFP}', 100)).toBe('a hero of at most 3 SFP (300 points)');
    expect(withArmyPoints('{D3 SFP} each', 50)).toBe('D3 SFP (D3 × 50 points) each');
    expect(siegeBattleplanBriefing('SSCN-1', settings()).forces.besieger).toBe(
      '1 hero of at most 3 SFP (300 points), at most 1 flying unit, at most 2 mounted units and at most 3 infantry units.',
    );
    expect(siegeBattleplanBriefing('SSCN-6', settings(50)).forces.both).toBe(
      '500 points each; heroes of at most 3 SFP (150 points).',
    );
    expect(siegeBattleplanBriefing('SSCN-4', settings(80)).quickResult).toContain(
      'each bringing D3 SFP (D3 × 80 points)',
    );
  });

  it('maps each siege option with a tabletop battleplan to it (SIEGE-8/9), and the others to none', () => {
    expect(
      [
        'sendForHelp',
        'testTheDefense',
        'bringReinforcements',
        'infiltrate',
        'starveOut',
        'sallyOut',
        'undermine',
      ].map(siegeOptionBattleplan),
    ).toEqual(['SSCN-1', 'SSCN-3', 'SSCN-4', 'SSCN-5', 'SSCN-6', 'SSCN-7', 'SSCN-8']);
    for (const option of [
      'bombardment',
      'constructSiegeEquipment',
      'repairDefenses',
      'counterBombardmentBowfire',
    ])
      expect(siegeOptionBattleplan(option)).toBeUndefined();
  });

  it('offers both opening battleplans, each with the opening roll that picks it, while the siege opens (SIEGE-4)', () => {
    expect(fought(siege({ state: 'opening', turnStep: 'time' }))).toEqual([
      { cause: { kind: 'opening', roll: '1–3' }, id: 'SSCN-1' },
      { cause: { kind: 'opening', roll: '4–6' }, id: 'SSCN-2' },
    ]);
  });

  it('gives each chosen option’s battleplan in a siege turn, attacker first, and skips options without one', () => {
    expect(fought(siege({ chosen: { attacker: { option: 'testTheDefense' } } }))).toEqual([
      { cause: { kind: 'option', side: 'attacker', option: 'testTheDefense' }, id: 'SSCN-3' },
    ]);
    expect(
      fought(
        siege({
          chosen: {
            attacker: { option: 'undermine' },
            defender: { option: 'sallyOut', target: 'warMachines' },
          },
        }),
      ),
    ).toEqual([
      { cause: { kind: 'option', side: 'attacker', option: 'undermine' }, id: 'SSCN-8' },
      {
        cause: { kind: 'option', side: 'defender', option: 'sallyOut', target: 'warMachines' },
        id: 'SSCN-7',
      },
    ]);
    expect(fought(siege({ chosen: { attacker: { option: 'bombardment' } } }))).toEqual([]);
  });

  it('tells the table of the besieged’s +1 Bravery once Send for Help has succeeded (SIEGE-8)', () => {
    const helped = siege({
      flags: { ...NO_SIEGE_FLAGS, sendForHelpSucceeded: true, braveryBonus: true },
      chosen: { attacker: { option: 'starveOut' } },
    });
    const [starve] = siegeBattleplansAt(helped, settings());
    expect(starve!.briefing.conditions).toEqual([
      'The besieged’s units have +1 Bravery: Send for Help succeeded earlier in this siege (SIEGE-8).',
    ]);
    expect(siegeBattleplanBriefing('SSCN-6', settings()).conditions).toEqual([]);
  });

  it('has nothing to fight before the time roll, at the Final Assault or after the siege', () => {
    expect(fought(siege({ turnStep: 'time' }))).toEqual([]);
    expect(fought(siege({ state: 'finalAssault', chosen: { attacker: { option: 'undermine' } } }))).toEqual(
      [],
    );
    expect(fought(siege({ state: 'ended' }))).toEqual([]);
  });
});

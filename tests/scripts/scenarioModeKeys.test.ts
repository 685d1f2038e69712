import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runGenericScenario } from '../../scripts/scenarios/generic/runGenericScenario';
import { loadScenarioFile } from '../../scripts/scenarios/loadScenarios';

/**
 * AMD-10: the runner accepts every key and command the formats define (FORMAT-firestorm.md,
 * FORMAT-assault-defense.md) and refuses the rest with a message that names what is wrong. The core format's cases
 * are in scenarios.test.ts.
 */
const BASES = {
  firestorm: `
id: N
ruleset: firestorm
map: { radius: 3 }
factions:
  Iron: { alliance: Order, players: [Ian], originTowerHex: '-3,0' }
  Ash: { alliance: Chaos, players: [Abe], originTowerHex: '3,-3' }
territories:
  '-3,0': { owner: Iron, items: [lordsTower] }
  '3,-3': { owner: Ash, items: [lordsTower] }
turn: { number: 4, step: UPKEEP, initiativeOrder: [Ash, Iron] }
`,
  assault: `
id: N
ruleset: assault
settings: { aslt.morale: off }
units:
  b1: { side: besieger, br: 2, zone: A }
  d2: { side: defender, br: 1, zone: W }
assault: { turn: 1, phase: MELEE }
`,
  defense: `
id: N
ruleset: defense
players:
  P1: {}
units:
  R: { owner: P1, at: '2,1', ranged: d6 }
enemies:
  E1: { strength: 6, at: '2,0', faceUp: true }
defense: { activePlayer: P1, phase: assault, assaultSide: 1, lastPlacedSide: 1, marker: P1 }
`,
} as const;
const RUN = {
  firestorm: '{ RaiseBanner: { faction: Ash } }',
  assault: '{ RunAssaultTurn: { until: ENDED } }',
  defense: '{ RunAttackWaves: {} }',
} as const;

function run(mode: keyof typeof BASES, tail: string) {
  const [loaded] = loadScenarioFile('inline.yaml', BASES[mode] + tail);
  if (!loaded || 'error' in loaded) return { passed: false, message: loaded?.error ?? 'nothing loaded' };
  return runGenericScenario(loaded.adapter, loaded.generic);
}
const expectStep = (mode: keyof typeof BASES, expect: string) =>
  `steps:\n  - do: ${RUN[mode]}\n    expect: ${expect}\n`;

describe('the scenario runner refuses what the formats do not define, naming it', () => {
  it.each(['firestorm', 'assault', 'defense'] as const)(
    'runs a %s file that uses only defined keys',
    (mode) => {
      expect(run(mode, `steps:\n  - do: ${RUN[mode]}\n`)).toMatchObject({ passed: true });
    },
  );

  it.each([
    [
      'firestorm',
      'settings: { fs.bannerPoints: 2000, fs.battleSource: none, fs.autoResolve: true, fs.siegeEligibleItems: [stronghold, lordsTower, walledSettlement], fs.siegeForcePointValue: 100, fs.finalAssaultQuickRoll: true, fs.drawRetreatsDefender: false }\n',
    ],
    ['assault', 'settings: { aslt.morale: simple, aslt.maxTurns: 12 }\n'],
    [
      'defense',
      'settings: { anv.board: standard, anv.enemyPileSize: 16, anv.cityBuildingSlotInfluence: [3, 2, 1], anv.affectsCampaign: false }\n',
    ],
  ] as const)('accepts every DATA-12 setting of %s mode', (mode, settings) => {
    const base = BASES[mode].replace(/^settings:.*\n/m, '');
    const [loaded] = loadScenarioFile('inline.yaml', base + settings + 'steps: []\n');
    expect(loaded && 'error' in loaded ? loaded.error : undefined).toBeUndefined();
    if (loaded && !('error' in loaded))
      expect(runGenericScenario(loaded.adapter, loaded.generic).passed).toBe(true);
  });

  it.each([
    ['firestorm', 'settings: { fs.bogus: 1 }\nsteps: []\n', /fs.bogus is not a Firestorm setting/],
    ['firestorm', 'sides: {}\nsteps: []\n', /Unrecognized key: "sides"/],
    ['firestorm', 'steps:\n  - do: { Teleport: {} }\n', /unknown command Teleport/],
    ['firestorm', 'steps:\n  - do: { BuySiegeEquipment: {} }\n', /unknown command BuySiegeEquipment/],
    [
      'firestorm',
      'steps:\n  - do: { RaiseBanner: { faction: Ash, bogus: 1 } }\n',
      /Unrecognized key: "bogus"/,
    ],
    [
      'firestorm',
      expectStep('firestorm', '{ events: [{ type: BannerRaised, flag: 1 }] }'),
      /unknown field.*flag/,
    ],
    ['firestorm', expectStep('firestorm', '{ noEvents: [Teleported] }'), /unknown event type Teleported/],
    ['firestorm', expectStep('firestorm', '{ state: { bogus: 1 } }'), /unknown state key bogus/],
    [
      'firestorm',
      expectStep('firestorm', '{ state: { factions: { Ash: { bogus: 1 } } } }'),
      /unknown field bogus in factions.Ash \(known: buildPoints/,
    ],
    [
      'firestorm',
      expectStep('firestorm', '{ state: { banners: { B1: { bogus: 1 } } } }'),
      /unknown field bogus in banners.B1/,
    ],
    [
      'firestorm',
      expectStep('firestorm', '{ state: { turn: { bogus: 1 } } }'),
      /unknown field bogus in turn/,
    ],
    ['assault', 'map: { radius: 2 }\nsteps: []\n', /Unrecognized key: "map"/],
    ['assault', 'steps:\n  - do: { Teleport: {} }\n', /unknown command Teleport/],
    ['assault', expectStep('assault', '{ events: [{ type: AssaultEnded, flag: 1 }] }'), /has no field flag/],
    ['assault', expectStep('assault', '{ state: { units: { b1: { bogus: 1 } } } }'), /unknown field bogus/],
    ['assault', expectStep('assault', '{ state: { zones: { Q: [] } } }'), /unknown zone Q/],
    [
      'assault',
      expectStep('assault', '{ state: { casualties: { bogus: 1 } } }'),
      /casualties: unknown field bogus/,
    ],
    [
      'assault',
      expectStep('assault', '{ state: { casualties: { besieger: { slain: 1 } } } }'),
      /casualties.besieger: unknown field slain/,
    ],
    ['defense', 'map: { radius: 2 }\nsteps: []\n', /Unrecognized key: "map"/],
    ['defense', 'steps:\n  - do: { Teleport: {} }\n', /unknown defense command Teleport/],
    ['defense', 'steps:\n  - do: { RunAttackWaves: { x: 1 } }\n', /Unrecognized key: "x"/],
    ['defense', expectStep('defense', '{ events: [{ type: AssaultEnded, flag: 1 }] }'), /has no field flag/],
    ['defense', expectStep('defense', '{ state: { enemies: { E1: { bogus: 1 } } } }'), /bogus is not a key/],
  ] as const)('%s: refuses %j', (mode, tail, message) => {
    const outcome = run(mode, tail);
    expect(outcome.passed).toBe(false);
    expect(outcome.message).toMatch(message);
  });
});

describe("the formats' own examples use only keys the runner accepts", () => {
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  it.each(['FORMAT.md', 'FORMAT-firestorm.md', 'FORMAT-assault-defense.md'])('%s', (file) => {
    const text = readFileSync(resolve(repoRoot, 'docs/rules/scenarios', file), 'utf8');
    const blocks = [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
    // The Core-with-assault excerpt at the end of FORMAT-assault-defense.md is a fragment (no id, no ruleset).
    const documents = blocks.filter((b) => /^ruleset:/m.test(b));
    expect(documents.length).toBeGreaterThan(0);
    for (const yaml of documents) {
      const [loaded] = loadScenarioFile(file, yaml);
      expect(loaded && 'error' in loaded ? loaded.error : undefined).toBeUndefined();
    }
  });
});

import { t, type TKey } from '../i18n';
import type { Battle } from '../rulesets/core';
import type { PackNamer } from './packNames';
import type { PackBlock, PackFact } from './packTypes';

/**
 * The start of each generated briefing paragraph (scenarioBriefing) and the label it gets on the sheet. The
 * prefixes are the generator's English ones (shared/rulesets/core); if it translates them, match on its data.
 */
const GENERATED_LINES: readonly (readonly [string, TKey])[] = [
  ['Scenario: ', 'pack:scenario.type'],
  ['Deployment: ', 'pack:scenario.deployment'],
  ['Objective markers: ', 'pack:scenario.objectives'],
  ['Game length: ', 'pack:scenario.gameLength'],
];

/**
 * BATTLE-4, BRIEF-5: the scenario of the battle. A core chart roll gives a name (and for Pitched Battle the
 * BATTLE-5 bonus); the SCEN generator gives type, deployment, deeds, game length and objectives, which are listed
 * from its own briefing so the sheet says exactly what the app says. A fortress battle is a siege game (LOC-7).
 */
export function scenarioBlocks(
  battle: Battle,
  objectiveBonus: number | undefined,
  n: PackNamer,
): PackBlock[] {
  const heading: PackBlock = { kind: 'heading', text: t('pack:scenario.heading') };
  const scenario = battle.scenario;
  if (!scenario) {
    const text = battle.kind === 'fortressSiege' ? t('pack:scenario.siege') : t('pack:scenario.none');
    return [heading, { kind: 'paragraph', text }];
  }
  const generated = scenario.generated;
  if (!generated) {
    const rows: PackFact[] = [
      {
        label: t('pack:scenario.type'),
        value: t('pack:scenario.coreChart', { name: scenario.name, roll: scenario.roll }),
      },
    ];
    if (objectiveBonus !== undefined)
      rows.push({
        label: t('pack:scenario.objectives'),
        value: t('pack:scenario.objectiveBonus', { bonus: objectiveBonus }),
      });
    return [heading, { kind: 'facts', rows }];
  }
  const lines = generated.briefing;
  const rows: PackFact[] = [
    {
      label: t('pack:scenario.players'),
      value: t('pack:scenario.playersValue', {
        a: n.army(generated.players.A),
        b: n.army(generated.players.B),
      }),
    },
  ];
  const used = new Set<string>();
  for (const [prefix, label] of GENERATED_LINES) {
    const line = lines.find((l) => l.startsWith(prefix));
    if (!line) continue;
    used.add(line);
    rows.push({ label: t(label), value: line.slice(prefix.length) });
  }
  const deeds = generated.deeds.map((deed) =>
    deed.rolledBy
      ? t('pack:scenario.deedRolled', { name: deed.name, text: deed.text, who: deed.rolledBy })
      : t('pack:scenario.deed', { name: deed.name, text: deed.text }),
  );
  const deedLine = lines.find((l) => l.startsWith('Glorious deeds'));
  if (deedLine) used.add(deedLine);
  const others = lines.filter((l) => !used.has(l));
  return [
    heading,
    { kind: 'facts', rows },
    {
      kind: 'columns',
      left: [
        {
          kind: 'paragraph',
          text: t('pack:scenario.deeds'),
          tone: 'note',
        },
        { kind: 'list', items: deeds },
      ],
      right: [
        { kind: 'paragraph', text: t('pack:scenario.atTable'), tone: 'note' },
        { kind: 'list', items: others },
      ],
    },
  ];
}

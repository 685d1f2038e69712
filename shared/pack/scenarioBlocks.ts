import type { Battle } from '../rulesets/core';
import type { PackNamer } from './packNames';
import type { PackBlock, PackFact } from './packTypes';

/** The start of each generated briefing paragraph (scenarioBriefing) and the label it gets on the sheet. */
const GENERATED_LINES = [
  ['Scenario: ', 'Type'],
  ['Deployment: ', 'Deployment'],
  ['Objective markers: ', 'Objectives'],
  ['Game length: ', 'Game length'],
] as const;

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
  const heading: PackBlock = { kind: 'heading', text: 'Scenario (BATTLE-4)' };
  const scenario = battle.scenario;
  if (!scenario) {
    const text =
      battle.kind === 'fortressSiege'
        ? 'The siege game: no scenario is rolled for a fortress battle (LOC-7).'
        : 'No scenario is rolled in this campaign (scenario source: none); agree one at the table.';
    return [heading, { kind: 'paragraph', text }];
  }
  const generated = scenario.generated;
  if (!generated) {
    const rows: PackFact[] = [
      { label: 'Type', value: `${scenario.name} (core chart, rolled ${scenario.roll})` },
    ];
    if (objectiveBonus !== undefined)
      rows.push({
        label: 'Objectives',
        value: `Each player draws a special objective (it may be blank) and shows it to the opponent; completing it is worth +${objectiveBonus} VP (BATTLE-5).`,
      });
    return [heading, { kind: 'facts', rows }];
  }
  const lines = generated.briefing;
  const rows: PackFact[] = [
    {
      label: 'Players',
      value: `A is the attacker, ${n.army(generated.players.A)}; B the defender, ${n.army(generated.players.B)}.`,
    },
  ];
  const used = new Set<string>();
  for (const [prefix, label] of GENERATED_LINES) {
    const line = lines.find((l) => l.startsWith(prefix));
    if (!line) continue;
    used.add(line);
    rows.push({ label, value: line.slice(prefix.length) });
  }
  const deeds = generated.deeds.map(
    (deed) => `${deed.name}: ${deed.text}${deed.rolledBy ? ` (rolled by ${deed.rolledBy})` : ''}`,
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
          text: 'Glorious deeds, open to both: the first to complete one earns a Glory Point and closes it (SCEN-5, SCEN-6).',
          tone: 'note',
        },
        { kind: 'list', items: deeds },
      ],
      right: [
        { kind: 'paragraph', text: 'At the table:', tone: 'note' },
        { kind: 'list', items: others },
      ],
    },
  ];
}

import { t, type TKey } from '../i18n';
import {
  briefingParagraphs,
  coreScenarioNameLabel,
  deedLabel,
  deedText,
  deploymentTypeId,
  scenarioTypeId,
  type Battle,
  type BriefingPart,
} from '../rulesets/core';
import type { PackNamer } from './packNames';
import type { PackBlock, PackFact } from './packTypes';

/**
 * The generated briefing paragraphs (briefingParagraphs) that become labelled facts on the sheet, and their labels;
 * the paragraphs are told apart by their part, not by their words, so the sheet works in every language.
 */
const GENERATED_LINES: readonly (readonly [BriefingPart, TKey])[] = [
  ['scenario', 'pack:scenario.type'],
  ['deployment', 'pack:scenario.deployment'],
  ['objectives', 'pack:scenario.objectives'],
  ['gameLength', 'pack:scenario.gameLength'],
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
        value: t('pack:scenario.coreChart', {
          name: coreScenarioNameLabel(scenario.name),
          roll: scenario.roll,
        }),
      },
    ];
    if (objectiveBonus !== undefined)
      rows.push({
        label: t('pack:scenario.objectives'),
        value: t('pack:scenario.objectiveBonus', { bonus: objectiveBonus }),
      });
    return [heading, { kind: 'facts', rows }];
  }
  // A later version's scenario or deployment type has no catalogue text here: its stored briefing is listed as is.
  const known = scenarioTypeId(generated) && deploymentTypeId(generated);
  const paragraphs = known
    ? briefingParagraphs(generated)
    : generated.briefing.map((text) => ({ part: 'stored' as const, text, body: undefined }));
  const rows: PackFact[] = [
    {
      label: t('pack:scenario.players'),
      value: t('pack:scenario.playersValue', {
        a: n.army(generated.players.A),
        b: n.army(generated.players.B),
      }),
    },
  ];
  for (const [part, label] of GENERATED_LINES) {
    const body = paragraphs.find((p) => p.part === part)?.body;
    if (body !== undefined) rows.push({ label: t(label), value: body });
  }
  const deeds = generated.deeds.map((deed) =>
    deed.rolledBy
      ? t('pack:scenario.deedRolled', { name: deedLabel(deed), text: deedText(deed), who: deed.rolledBy })
      : t('pack:scenario.deed', { name: deedLabel(deed), text: deedText(deed) }),
  );
  const listed = new Set<string>(['deeds', ...GENERATED_LINES.map(([part]) => part)]);
  const others = paragraphs.filter((p) => !listed.has(p.part)).map((p) => p.text);
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

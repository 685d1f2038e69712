import { t } from '../../../i18n';
import type { GeneratedScenario, RollOff, ScenarioPlayer } from './generatedScenario';
import {
  deedLabel,
  deedText,
  deploymentTypeId,
  deploymentTypeLabel,
  FOG_OF_WAR_KEYS,
  scenarioTypeId,
  scenarioTypeLabel,
} from './scenarioLabels';

type Draft = Omit<GeneratedScenario, 'briefing'>;

/** What a briefing paragraph is about, so the pack can label it without matching its words (issue 32). */
export type BriefingPart =
  | 'scenario'
  | 'deployment'
  | 'setUp'
  | 'terrain'
  | 'objectives'
  | 'sabotage'
  | 'escape'
  | 'fogOfWar'
  | 'deeds'
  | 'gameLength'
  | 'campaign';

/** One briefing paragraph; `body` is the text after its label (`Scenario: `) where it has one. */
export interface BriefingParagraph {
  readonly part: BriefingPart;
  readonly text: string;
  readonly body?: string;
}

const who = (p: ScenarioPlayer, lng?: string) =>
  p === 'A' ? t('coreScenario:briefing.attacker', { lng }) : t('coreScenario:briefing.defender', { lng });

function rollOffText(rollOff: RollOff, lng?: string): string {
  const rolls = rollOff.rolls
    .map(([a, b]) => t('coreScenario:briefing.rollOffPair', { a, b, lng }))
    .join(t('coreScenario:briefing.rollOffThen', { lng }));
  return t('coreScenario:briefing.rollOff', { rolls, who: who(rollOff.winner, lng), lng });
}

const fogRowText = (row: { roll: number; text: string }, lng?: string) => {
  const key = FOG_OF_WAR_KEYS[row.roll as keyof typeof FOG_OF_WAR_KEYS];
  return key ? t(`coreScenario:fogOfWar.${key}`, { lng }) : row.text;
};

/**
 * The generated scenario as briefing paragraphs (SCEN-1 step 5; terrain and deployment are BRIEFING), in `lng`
 * (the current language when absent). Only known scenario and deployment types are written from the catalogue.
 */
export function briefingParagraphs(draft: Draft, lng?: string): BriefingParagraph[] {
  const scenarioId = scenarioTypeId(draft);
  const deploymentId = deploymentTypeId(draft);
  if (!scenarioId || !deploymentId) throw new Error('An unknown scenario or deployment type has no briefing');
  const labelled = (part: BriefingPart, body: string): BriefingParagraph => ({
    part,
    body,
    text: t(`coreScenario:briefing.${part as 'scenario'}`, { body, lng }),
  });
  const plain = (part: BriefingPart, text: string): BriefingParagraph => ({ part, text });
  const { deployment } = draft;
  const deploymentVars = {
    name: deploymentTypeLabel(draft, lng),
    roll: deployment.roll,
    text: t(`coreScenario:deploymentText.${deploymentId}`, { lng }),
    rollOff: rollOffText(deployment.rollOff, lng),
    lng,
  };
  const paragraphs: BriefingParagraph[] = [
    labelled(
      'scenario',
      t('coreScenario:briefing.scenarioBody', {
        name: scenarioTypeLabel(draft, lng),
        roll: draft.scenario.roll,
        text: t(`coreScenario:scenarioText.${scenarioId}`, { lng }),
        lng,
      }),
    ),
    labelled(
      'deployment',
      deployment.rerolls.length > 0
        ? t('coreScenario:briefing.deploymentBodyRerolled', {
            ...deploymentVars,
            rerolls: deployment.rerolls.join(', '),
          })
        : t('coreScenario:briefing.deploymentBody', deploymentVars),
    ),
    plain('setUp', t('coreScenario:briefing.setUp', { lng })),
    plain('terrain', t('coreScenario:briefing.terrain', { lng })),
  ];
  if (draft.objectives) {
    const { markers, placesFirst, rollOff } = draft.objectives;
    const vars = { a: markers.A, b: markers.B, who: who(placesFirst, lng), lng };
    paragraphs.push(
      labelled(
        'objectives',
        rollOff
          ? t('coreScenario:briefing.objectivesBodyRollOff', { ...vars, rollOff: rollOffText(rollOff, lng) })
          : t('coreScenario:briefing.objectivesBody', vars),
      ),
    );
  }
  if (draft.sabotageRoles)
    paragraphs.push(
      plain(
        'sabotage',
        t('coreScenario:briefing.sabotage', { rollOff: rollOffText(draft.sabotageRoles, lng), lng }),
      ),
    );
  if (draft.escapeEdges)
    paragraphs.push(
      plain(
        'escape',
        t('coreScenario:briefing.escape', { rollOff: rollOffText(draft.escapeEdges, lng), lng }),
      ),
    );
  if (draft.fogOfWarChart) {
    const rows = draft.fogOfWarChart
      .map((row) => t('coreScenario:briefing.fogRow', { roll: row.roll, text: fogRowText(row, lng), lng }))
      .join(' ');
    paragraphs.push(plain('fogOfWar', t('coreScenario:briefing.fogChart', { rows, lng })));
  }
  const deeds = draft.deeds
    .map((d) => t('coreScenario:briefing.deedItem', { name: deedLabel(d, lng), text: deedText(d, lng), lng }))
    .join(' ');
  paragraphs.push(plain('deeds', t('coreScenario:briefing.deeds', { deeds, lng })));
  paragraphs.push(
    labelled(
      'gameLength',
      draft.gameLength === 'fixed6'
        ? t('coreScenario:briefing.gameLengthFixed6', { lng })
        : t('coreScenario:briefing.gameLengthRoll5', { lng }),
    ),
  );
  paragraphs.push(plain('campaign', t('coreScenario:briefing.campaign', { lng })));
  return paragraphs;
}

/**
 * The briefing as it is stored in the scenario (DATA-6): always English, whatever the GM's language, so the file
 * format and its bytes do not depend on who generated it (issue 32). Screens use scenarioBriefingText.
 */
export function scenarioBriefing(draft: Draft): string[] {
  return briefingParagraphs(draft, 'en').map((p) => p.text);
}

/**
 * The briefing a GM reads, in the current language, made from the stored rolls and names; a scenario whose type
 * this version does not know (a later version's) shows its stored briefing.
 */
export function scenarioBriefingText(scenario: GeneratedScenario): readonly string[] {
  return scenarioTypeId(scenario) && deploymentTypeId(scenario)
    ? briefingParagraphs(scenario).map((p) => p.text)
    : scenario.briefing;
}

import type { GeneratedScenario, RollOff, ScenarioPlayer } from './generatedScenario';

type Draft = Omit<GeneratedScenario, 'briefing'>;

/** What each scenario asks of the players (SCEN-11..16), summarised in our own words. */
const SCENARIO_TEXT = {
  'Attritional Battle':
    'Score one point per full 100 ducats of enemies you take out of action (rounded up), plus one per kill on your opponent’s half. More points wins; equal points is a draw (SCEN-11).',
  'Take and Hold':
    'Objective markers go down in turns. You hold one with a model within 3" and no enemy within 3". Hold more at the end to win; equal is a draw (SCEN-12).',
  Sabotage:
    'The saboteur plants charges on objectives with a melee action and sets them off by moving away later. More objectives destroyed than left standing wins for the saboteur, fewer loses, equal draws (SCEN-13).',
  'Over the Top':
    'Each player digs four trenches in their own zone. Keep your trenches clear of enemies and get into theirs: 1 point per clear trench of yours, 1 per enemy trench you occupy, 2 if you hold it alone. More points wins (SCEN-14).',
  Breakthrough:
    'Each side must escape through the middle of an assigned table edge. Score one point per full 100 ducats of your own models that escape (rounded up); more points wins (SCEN-15).',
  Retrieve:
    'A relic waits at the table centre on the densest terrain piece. Carry it to any table edge to win at once; if the game ends with a carrier, roll off once: the carrier’s side wins on a higher roll, otherwise it is a draw (SCEN-16).',
} as const satisfies Record<GeneratedScenario['scenario']['name'], string>;

const DEPLOYMENT_TEXT = {
  'Chance Encounter':
    'The roll-off winner picks a long edge and the opponent takes the opposite one. Nobody starts on the table: about half of each warband (the engine proposes ceil(n/2)) walks on in turn 1, the rest in turn 2, never straight into melee (SCEN-17a).',
  'Standard Deployment':
    'The roll-off winner picks a table edge; the opponent takes the opposite edge (SCEN-17b).',
  'Flank Attack':
    'Use the Flank Attack map. The roll-off winner sets up one model first, then players alternate (SCEN-17c).',
  'Long Distance Battle':
    'The roll-off winner picks a corner, the opponent takes the opposite one; models go within 12" of their own corner, alternating, winner first (SCEN-17d).',
  Tunnels:
    'The roll-off winner places a tunnel marker more than 6" from the middle line, the opponent one on the far side. floor(n/2) models per side wait below and come up within 6" of their marker in turn 1, without dashing (SCEN-17e).',
  'Fog of War':
    'The roll-off winner picks a side, the opponent the other. floor(n/2) models per side are held back and roll on the Fog of War chart when they activate in turn 1 (SCEN-17f, SCEN-18).',
} as const satisfies Record<GeneratedScenario['deployment']['name'], string>;

const who = (p: ScenarioPlayer) => (p === 'A' ? 'the attacker (A)' : 'the defender (B)');

function rollOffText(rollOff: RollOff): string {
  return `${rollOff.rolls.map(([a, b]) => `${a}–${b}`).join(', then ')}: ${who(rollOff.winner)} wins`;
}

/** The generated scenario as briefing paragraphs (SCEN-1 step 5; terrain and deployment are BRIEFING). */
export function scenarioBriefing(draft: Draft): string[] {
  const lines = [
    `Scenario: ${draft.scenario.name} (rolled ${draft.scenario.roll}). ${SCENARIO_TEXT[draft.scenario.name]}`,
    `Deployment: ${draft.deployment.name} (rolled ${draft.deployment.roll}${draft.deployment.rerolls.length > 0 ? `, after re-rolling ${draft.deployment.rerolls.join(', ')} (SCEN-4)` : ''}). ${DEPLOYMENT_TEXT[draft.deployment.name]} Roll-off ${rollOffText(draft.deployment.rollOff)}.`,
    'Unless the deployment says otherwise, players take turns setting up one model each, the side with more models first (roll off when equal), wholly inside their own zone (SCEN-9).',
    'Terrain: place enough line-of-sight blockers, spread evenly, that long-range weapons do not rule the table; both players place the same number of pieces (SCEN-10).',
  ];
  if (draft.objectives) {
    const { markers, placesFirst, rollOff } = draft.objectives;
    lines.push(
      `Objective markers: A has ${markers.A}, B has ${markers.B}; ${who(placesFirst)} places first${rollOff ? ` (roll-off ${rollOffText(rollOff)})` : ''}. Markers stay off impassable ground and more than 8" from each other, the edges and the deployment zones.`,
    );
  }
  if (draft.sabotageRoles)
    lines.push(`Roll-off ${rollOffText(draft.sabotageRoles)} and picks saboteur or guard.`);
  if (draft.escapeEdges)
    lines.push(
      `Roll-off ${rollOffText(draft.escapeEdges)} and names the opponent’s escape edge; the opponent then names a different one for them.`,
    );
  if (draft.fogOfWarChart) {
    lines.push(
      `Fog of War chart (D6): ${draft.fogOfWarChart.map((row) => `${row.roll}: ${row.text}`).join(' ')}`,
    );
  }
  lines.push(
    `Glorious deeds, open to both players; the first to complete one earns a scenario Glory Point and closes it (SCEN-6): ${draft.deeds.map((d) => `${d.name} — ${d.text}`).join(' ')}`,
  );
  lines.push(
    draft.gameLength === 'fixed6'
      ? 'Game length: exactly six turns (SCEN-7).'
      : 'Game length: at the end of turn 5 roll a D6; on 4+ the game ends, otherwise it ends after turn 6 (SCEN-7).',
  );
  lines.push('In a campaign the winner always scores at least 5 victory points (SCEN-8).');
  return lines;
}

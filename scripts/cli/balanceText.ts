import {
  campaignKindOf,
  CONTACT_TURN,
  VICTORY_CAUSE_LABELS,
  type BattleRates,
  type ReportComparison,
  type AnyBalanceReport,
  type AssaultReport,
  type BalanceReport,
  type BalanceRuleset,
  type DefenseReport,
  type Distribution,
  type Rate,
} from '@shared/balance';

const percent = (rate: Rate) =>
  `${(rate.rate * 100).toFixed(1)} % (95 %: ${(rate.low * 100).toFixed(1)}–${(rate.high * 100).toFixed(1)} %)`;

const value = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));
const spread = (d: Distribution) =>
  `${d.mean.toFixed(1)} ± ${d.sd.toFixed(1)} (from ${value(d.counts[0]?.value ?? 0)} to ${value(d.counts.at(-1)?.value ?? 0)})`;

const seeds = (report: AnyBalanceReport) =>
  `seeds ${report.baseSeed}…${report.baseSeed + report.requestedRuns - 1}`;

/** A campaign report (core, Firestorm) as text for the terminal: the same numbers the JSON holds. */
function campaignText(report: BalanceReport): string[] {
  const kind = campaignKindOf(report);
  const lines = [`Balance report: ${report.runs} ${kind.runsTitle} auto-played (${seeds(report)})`];
  for (const side of report.sides) lines.push(`  ${side.name} wins ${percent(side.wins)}`);
  lines.push(`  Draws ${percent(report.draws)}; not decided ${percent(report.unfinished)}`);
  lines.push(`  Campaign length: ${report.meanTurns.toFixed(1)} ${kind.turnWord} on average`);
  lines.push(`  The ${kind.sideWord} ${kind.firstWord} wins ${percent(report.firstMover)}`);
  for (const side of report.sides)
    lines.push(
      `    ${side.name} ${kind.firstWord} ${percent(side.movingFirst)}, otherwise ${percent(side.movingSecond)}`,
    );
  lines.push('  How campaigns ended:');
  for (const { cause, runs } of report.causes) lines.push(`    ${VICTORY_CAUSE_LABELS[cause]}: ${runs}`);
  const top = (list: BalanceReport['battleHeat']) =>
    list
      .slice(0, 5)
      .map((h) => `${h.name} (${h.count})`)
      .join(', ') || 'none';
  if (report.policies) {
    const names = report.sides.map((side) => `${side.name} ${report.policies![side.id] ?? 'cautious'}`);
    lines.push(`  Order policies: ${names.join(', ')}`);
  }
  if (report.battles) lines.push(...battleLines(report.battles));
  lines.push(`  Most fought-over hexes: ${top(report.battleHeat)}`);
  lines.push(`  ${kind.capturesLabel}: ${top(report.captures)}`);
  return lines;
}

/** Battles per campaign and per turn (issue 24), the figures the JSON holds under `battles`. */
function battleLines(battles: BattleRates): string[] {
  const perTurn = battles.perTurn
    .slice(0, 15)
    .map((t) => `${t.turn}: ${t.mean.toFixed(1)}`)
    .join(', ');
  return [
    `  Campaigns with a battle: ${percent(battles.withBattle)}`,
    `  Battles per campaign: ${spread(battles.perCampaign)}`,
    `  Campaigns with a siege: ${percent(battles.withSiege)}; ${battles.siegesPerCampaign.toFixed(1)} sieges per campaign`,
    `  Battles per turn after turn ${CONTACT_TURN}, median campaign: ${battles.afterTurn3.median.toFixed(2)} (mean ${battles.afterTurn3.mean.toFixed(2)})`,
    `  Mean battles in turn ${perTurn}${battles.perTurn.length > 15 ? ', …' : ''}`,
  ];
}

/** "What if": each side's win rate before and after, and whether the change is clear of the dice. */
export function comparisonText(comparison: ReportComparison): string[] {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return [
    'Change in win rates:',
    ...comparison.sides.map(
      (s) =>
        `  ${s.name}: ${pct(s.before)} → ${pct(s.after)} (${s.change >= 0 ? '+' : ''}${(s.change * 100).toFixed(1)} points${s.clear ? ', beyond both 95 % intervals' : ', within the dice'})`,
    ),
    `  Campaign length: ${comparison.meanTurns.before.toFixed(1)} → ${comparison.meanTurns.after.toFixed(1)} turns`,
  ];
}

function assaultText(report: AssaultReport): string[] {
  const [besieger, defender] = report.sides;
  const lines = [`Balance report: ${report.runs} assaults auto-resolved, ${report.title} (${seeds(report)})`];
  for (const side of report.sides) lines.push(`  ${side.name} wins ${percent(side.wins)}`);
  lines.push('  How assaults ended:');
  for (const { label, rate } of report.outcomes) lines.push(`    ${label}: ${percent(rate)}`);
  lines.push(`  Assault turns: ${spread(report.turns)}`);
  lines.push(`  ${besieger!.name} troops lost: ${spread(report.lost.besieger)}`);
  lines.push(`  ${defender!.name} troops lost: ${spread(report.lost.defender)}`);
  lines.push(`  ${besieger!.name} taken prisoner: ${spread(report.prisoners.besieger)}`);
  lines.push(`  ${defender!.name} taken prisoner: ${spread(report.prisoners.defender)}`);
  return lines;
}

function defenseText(report: DefenseReport): string[] {
  return [
    `Balance report: ${report.runs} defense games auto-played, ${report.title} (${seeds(report)})`,
    ...report.sides.map((side) => `  ${side.name} ${percent(side.wins)}`),
    `  Not decided ${percent(report.unfinished)}`,
    `  Influence per player at the end: ${spread(report.influence)}`,
    `  Turns: ${spread(report.turns)}`,
  ];
}

/** Each kind's report as text (one line per entry of BALANCE_KINDS). */
const REPORT_TEXT: Readonly<Record<BalanceRuleset, (report: AnyBalanceReport) => string[]>> = {
  core: (report) => campaignText(report as BalanceReport),
  firestorm: (report) => campaignText(report as BalanceReport),
  assault: (report) => assaultText(report as AssaultReport),
  defense: (report) => defenseText(report as DefenseReport),
};

/** The report as text for the terminal: the same numbers the JSON holds. */
export function balanceText(report: AnyBalanceReport): string[] {
  return REPORT_TEXT[report.ruleset as BalanceRuleset](report);
}

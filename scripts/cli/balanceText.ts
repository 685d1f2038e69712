import {
  campaignKindOf,
  CONTACT_TURN,
  fixed,
  percentFigure,
  victoryCauseLabel,
  wholeOrOne,
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
import { t } from '@shared/i18n';
import { isFsPolicy } from '@shared/rulesets/firestorm';

const percent = (rate: Rate) =>
  t('balance:text.rate', {
    rate: percentFigure(rate.rate),
    low: percentFigure(rate.low),
    high: percentFigure(rate.high),
  });

const spread = (d: Distribution) =>
  t('balance:text.spread', {
    mean: fixed(d.mean, 1),
    sd: fixed(d.sd, 1),
    from: wholeOrOne(d.counts[0]?.value ?? 0),
    to: wholeOrOne(d.counts.at(-1)?.value ?? 0),
  });

const seeds = (report: AnyBalanceReport) =>
  t('balance:text.seeds', { first: report.baseSeed, last: report.baseSeed + report.requestedRuns - 1 });

/** A faction's policy in a report (BOT-18's cautious when none is named). */
const policyOf = (policy: string | undefined) => (isFsPolicy(policy) ? policy : 'cautious');

/** A campaign report (core, Firestorm) as text for the terminal: the same numbers the JSON holds. */
function campaignText(report: BalanceReport): string[] {
  const ruleset = campaignKindOf(report).ruleset as 'core' | 'firestorm';
  const words = (key: 'title' | 'length' | 'firstWins' | 'sideFirst' | 'captures') =>
    `balance:campaign.${ruleset}.${key}` as const;
  const lines = [t(words('title'), { count: report.runs, seeds: seeds(report) })];
  for (const side of report.sides)
    lines.push(t('balance:text.wins', { side: side.name, rate: percent(side.wins) }));
  lines.push(
    t('balance:text.draws', { draws: percent(report.draws), unfinished: percent(report.unfinished) }),
  );
  lines.push(t(words('length'), { mean: fixed(report.meanTurns, 1) }));
  lines.push(t(words('firstWins'), { rate: percent(report.firstMover) }));
  for (const side of report.sides)
    lines.push(
      t(words('sideFirst'), {
        side: side.name,
        first: percent(side.movingFirst),
        second: percent(side.movingSecond),
      }),
    );
  lines.push(t('balance:text.causes'));
  for (const { cause, runs } of report.causes)
    lines.push(t('balance:text.cause', { cause: victoryCauseLabel(cause), runs }));
  const top = (list: BalanceReport['battleHeat']) =>
    formatPlaces(list.slice(0, 5).map((h) => t('balance:text.place', { name: h.name, runs: h.count })));
  if (report.policies) {
    const names = report.sides.map((side) =>
      t('balance:text.policy', {
        side: side.name,
        policy: t(`balance:policyWord.${policyOf(report.policies![side.id])}`),
      }),
    );
    lines.push(t('balance:text.policies', { policies: names.join(', ') }));
  }
  if (report.battles) lines.push(...battleLines(report.battles));
  lines.push(t('balance:text.foughtOver', { places: top(report.battleHeat) }));
  lines.push(t(words('captures'), { places: top(report.captures) }));
  return lines;
}

/** The places of a "most often" line, or the word for none. */
const formatPlaces = (places: string[]) => places.join(', ') || t('balance:text.none');

/** Battles per campaign and per turn (issue 24), the figures the JSON holds under `battles`. */
function battleLines(battles: BattleRates): string[] {
  const perTurn = battles.perTurn
    .slice(0, 15)
    .map((turn) => t('balance:text.turnMean', { turn: turn.turn, mean: fixed(turn.mean, 1) }))
    .join(', ');
  return [
    t('balance:text.withBattle', { rate: percent(battles.withBattle) }),
    t('balance:text.perCampaign', { spread: spread(battles.perCampaign) }),
    t('balance:text.withSiege', {
      rate: percent(battles.withSiege),
      sieges: fixed(battles.siegesPerCampaign, 1),
    }),
    t('balance:text.afterContact', {
      turn: CONTACT_TURN,
      median: fixed(battles.afterTurn3.median, 2),
      mean: fixed(battles.afterTurn3.mean, 2),
    }),
    t(battles.perTurn.length > 15 ? 'balance:text.perTurnMore' : 'balance:text.perTurn', { turns: perTurn }),
  ];
}

/** "What if": each side's win rate before and after, and whether the change is clear of the dice. */
export function comparisonText(comparison: ReportComparison): string[] {
  return [
    t('balance:text.change'),
    ...comparison.sides.map((s) =>
      t(s.clear ? 'balance:text.changeClear' : 'balance:text.changeWithin', {
        side: s.name,
        before: percentFigure(s.before),
        after: percentFigure(s.after),
        change: `${s.change >= 0 ? '+' : ''}${percentFigure(s.change)}`,
      }),
    ),
    t('balance:text.lengthChange', {
      before: fixed(comparison.meanTurns.before, 1),
      after: fixed(comparison.meanTurns.after, 1),
    }),
  ];
}

function assaultText(report: AssaultReport): string[] {
  const [besieger, defender] = report.sides;
  const lines = [
    t('balance:text.assaultTitle', { count: report.runs, title: report.title, seeds: seeds(report) }),
  ];
  for (const side of report.sides)
    lines.push(t('balance:text.wins', { side: side.name, rate: percent(side.wins) }));
  lines.push(t('balance:text.assaultOutcomes'));
  for (const { outcome, rate } of report.outcomes)
    lines.push(
      t('balance:text.outcome', { outcome: t(`balance:outcomeLong.${outcome}`), rate: percent(rate) }),
    );
  lines.push(t('balance:text.assaultTurns', { spread: spread(report.turns) }));
  lines.push(t('balance:text.lost', { side: besieger!.name, spread: spread(report.lost.besieger) }));
  lines.push(t('balance:text.lost', { side: defender!.name, spread: spread(report.lost.defender) }));
  lines.push(
    t('balance:text.prisoners', { side: besieger!.name, spread: spread(report.prisoners.besieger) }),
  );
  lines.push(
    t('balance:text.prisoners', { side: defender!.name, spread: spread(report.prisoners.defender) }),
  );
  return lines;
}

function defenseText(report: DefenseReport): string[] {
  return [
    t('balance:text.defenseTitle', { count: report.runs, title: report.title, seeds: seeds(report) }),
    ...report.sides.map((side) =>
      t('balance:text.defenseSide', { side: side.name, rate: percent(side.wins) }),
    ),
    t('balance:text.undecided', { rate: percent(report.unfinished) }),
    t('balance:text.influence', { spread: spread(report.influence) }),
    t('balance:text.turns', { spread: spread(report.turns) }),
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

import { t } from '../../i18n';
import { assaultLines, outcomeName, phaseName } from './describe';
import { EQUIPMENT } from './equipment';
import type { AssaultState, Entrance, Side } from './model';
import type { AssaultRecord } from './record';
import { equipmentOf, rosterTotals, type RosterEntry } from './roster';
import { troopsLost } from './rosterWriteback';
import { markdownText as md } from '../../pack/markdownText';

/** One roster as a Markdown table (DATA-9 fields the GM entered). */
function rosterTable(entries: readonly RosterEntry[]): string[] {
  const traits = (e: RosterEntry) =>
    (['missile', 'loose', 'cavalry', 'flyer', 'hero'] as const)
      .filter((k) => e[k])
      .map((k) => t(`assaultLog:report.traits.${k}`))
      .join(', ');
  const rows = entries.map((e) => {
    const type = equipmentOf(e);
    const br = type
      ? t('assaultLog:report.fromTable', { br: EQUIPMENT[type].br ?? '—' })
      : e.hero
        ? t('assaultLog:report.hero')
        : String(e.br ?? '');
    const kind = type ? `${EQUIPMENT[type].name} × ${e.pieces ?? 0}` : traits(e);
    const mod = e.attackMod ? `${e.attackMod > 0 ? '+' : ''}${e.attackMod}` : '';
    return `| ${md(e.name ?? e.id).replace(/\|/g, '\\|')} | ${br} | ${type ? '' : (e.troops ?? 100)} | ${kind} | ${mod} |`;
  });
  return [
    t('assaultLog:report.columns'),
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    t('assaultLog:report.totals', rosterTotals(entries)),
  ];
}

/** ASLT-3, or ASLT-32 underground: the stronghold in words. */
export function strongholdLine(state: AssaultState): string {
  const { unitCapacity, breaches, entrances = [] } = state.stronghold;
  if (state.variant === 'dungeon')
    return t('assaultLog:report.dungeon', {
      rule: 'ASLT-32',
      entrances: entrances.map(entranceText).join('; '),
    });
  return t('assaultLog:report.stronghold', { capacity: unitCapacity, count: breaches, rule: 'ASLT-3' });
}

/** ASLT-32: an entrance and what the besieger knows of it. */
export function entranceText(entrance: Entrance): string {
  const state = !entrance.known
    ? t('assaultLog:report.entranceUnknown')
    : entrance.reachable
      ? t('assaultLog:report.entranceReachable')
      : t('assaultLog:report.entranceOutOfReach');
  return t('assaultLog:report.entrance', { entrance: entrance.id, state });
}

/**
 * The assault as a printable Markdown report (issue 13 "printed as a report"): the two rosters, the stronghold,
 * the outcome with its casualties, and the whole log, each line citing its rules.
 */
export function assaultReportMarkdown(record: AssaultRecord, state: AssaultState): string {
  const names = record.names;
  const side = (s: Side) => [
    `## ${t('assaultLog:report.sideHeading', { army: md(names[s]), role: t(`assaultLog:report.roles.${s}`) })}`,
    '',
    ...rosterTable(record.input[s]),
    '',
  ];
  const status =
    state.outcome !== undefined
      ? t('assaultLog:report.outcome', { outcome: outcomeName(state.outcome), count: state.turn })
      : t('assaultLog:report.inProgress', { turn: state.turn, phase: phaseName(state.phase) });
  const losses = (s: Side) =>
    t('assaultLog:report.lost', { army: md(names[s]), troops: troopsLost(state, s) });
  return [
    `# ${md(record.title)}`,
    '',
    status,
    '',
    `${losses('besieger')} ${losses('defender')}`,
    '',
    t('assaultLog:report.seed', {
      stronghold: md(strongholdLine(state)),
      seed: record.input.seed,
      rule: 'GEN-5',
    }),
    '',
    ...side('besieger'),
    ...side('defender'),
    `## ${t('assaultLog:report.log')}`,
    '',
    ...assaultLines(state, names).map(
      (l) =>
        `${l.kind === 'phase' ? '- **' + md(l.text) + '**' : '- ' + md(l.text)} _(${l.ruleIds.join(', ')})_`,
    ),
    '',
  ].join('\n');
}

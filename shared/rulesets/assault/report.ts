import { assaultLines, OUTCOME_NAMES, PHASE_NAMES } from './describe';
import { EQUIPMENT } from './equipment';
import type { AssaultState, Entrance, Side } from './model';
import type { AssaultRecord } from './record';
import { equipmentOf, rosterTotals, type RosterEntry } from './roster';
import { troopsLost } from './rosterWriteback';
import { markdownText as md } from '../../pack/markdownText';

/** One roster as a Markdown table (DATA-9 fields the GM entered). */
function rosterTable(entries: readonly RosterEntry[]): string[] {
  const traits = (e: RosterEntry) =>
    (['missile', 'loose', 'cavalry', 'flyer', 'hero'] as const).filter((k) => e[k]).join(', ');
  const rows = entries.map((e) => {
    const type = equipmentOf(e);
    const br = type ? `${EQUIPMENT[type].br ?? '—'} (table)` : e.hero ? 'hero' : String(e.br ?? '');
    const kind = type ? `${EQUIPMENT[type].name} × ${e.pieces ?? 0}` : traits(e);
    const mod = e.attackMod ? `${e.attackMod > 0 ? '+' : ''}${e.attackMod}` : '';
    return `| ${md(e.name ?? e.id).replace(/\|/g, '\\|')} | ${br} | ${type ? '' : (e.troops ?? 100)} | ${kind} | ${mod} |`;
  });
  const t = rosterTotals(entries);
  return [
    '| Unit | BR | Troops | Kind | Attack mod. |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `${t.troopUnits} troop units, ${t.heroes} heroes, ${t.equipmentUnits} equipment units; total BR ${t.br}, ${t.troops} troops.`,
  ];
}

/** ASLT-3, or ASLT-32 underground: the stronghold in words. */
export function strongholdLine(state: AssaultState): string {
  const { unitCapacity, breaches, entrances = [] } = state.stronghold;
  if (state.variant === 'dungeon')
    return `Dungeon assault (ASLT-32), entrances: ${entrances.map(entranceText).join('; ')}.`;
  return `Stronghold: room for ${unitCapacity} units on the walls, ${breaches} ${breaches === 1 ? 'breach' : 'breaches'} (ASLT-3).`;
}

/** ASLT-32: an entrance and what the besieger knows of it. */
export function entranceText(entrance: Entrance): string {
  const known = !entrance.known ? 'unknown' : entrance.reachable ? 'known, reachable' : 'known, out of reach';
  return `${entrance.id} (${known})`;
}

/**
 * The assault as a printable Markdown report (issue 13 "printed as a report"): the two rosters, the stronghold,
 * the outcome with its casualties, and the whole log, each line citing its rules.
 */
export function assaultReportMarkdown(record: AssaultRecord, state: AssaultState): string {
  const names = record.names;
  const side = (s: Side) => [
    `## ${md(names[s])} (${s === 'besieger' ? 'besieger' : 'defender'})`,
    '',
    ...rosterTable(record.input[s]),
    '',
  ];
  const status =
    state.outcome !== undefined
      ? `**${OUTCOME_NAMES[state.outcome]}** after ${state.turn} ${state.turn === 1 ? 'turn' : 'turns'}.`
      : `In progress: turn ${state.turn}, ${PHASE_NAMES[state.phase]}.`;
  const losses = (s: Side) => `${md(names[s])} lost ${troopsLost(state, s)} troops.`;
  return [
    `# ${md(record.title)}`,
    '',
    status,
    '',
    `${losses('besieger')} ${losses('defender')}`,
    '',
    `${md(strongholdLine(state))} Dice seed ${record.input.seed}; the assault replays exactly from this record (GEN-5).`,
    '',
    ...side('besieger'),
    ...side('defender'),
    '## Log',
    '',
    ...assaultLines(state, names).map(
      (l) =>
        `${l.kind === 'phase' ? '- **' + md(l.text) + '**' : '- ' + md(l.text)} _(${l.ruleIds.join(', ')})_`,
    ),
    '',
  ].join('\n');
}

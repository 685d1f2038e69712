import { t } from '../i18n';
import type { Viewer } from '../kernel';
import type { Side } from '../rulesets/core';
import { whenText } from './packNames';
import type { PackBlock, PackPage } from './packTypes';
import {
  battleHexes,
  reportMap,
  standingsChart,
  standingsTable,
  summaryBlocks,
  turnTitle,
  type ReportContext,
} from './turnReport';
import { turnSummary } from './turnEvents';

/**
 * A side's debrief (issue 17): the recent side-turns as that side may see them (visibility.ts), its standing,
 * the map with its own armies only (the handout fog of issue 6 §5) and the standings chart without the enemy's
 * army count. For handing out or sending to the side's players.
 */
export function debriefPage(context: ReportContext, side: Side, turns: readonly number[]): PackPage {
  const { campaign, history } = context;
  const viewer: Viewer = { kind: 'seat', id: side.id };
  const blocks: PackBlock[] = [];
  for (const turn of turns) {
    const summary = turnSummary(campaign, turn, viewer);
    blocks.push({ kind: 'heading', text: turnTitle(summary) });
    const body = summaryBlocks(summary).map((block) =>
      // Sub-headings of one turn become bold lead-ins of its list, to keep the debrief on one sheet.
      block.kind === 'heading'
        ? ({ kind: 'paragraph', text: t('pack:report.lead', { heading: block.text }), tone: 'note' } as const)
        : block,
    );
    blocks.push(...body);
  }
  const players = side.playerIds
    .map((id) => campaign.players.find((p) => p.id === id)?.name)
    .filter((name): name is string => Boolean(name))
    .join(', ');
  blocks.push(
    { kind: 'heading', text: t('pack:debrief.standings') },
    {
      kind: 'columns',
      left: [
        standingsTable(campaign, history.at(-1), viewer),
        { kind: 'chart', chart: standingsChart(context, viewer) },
      ],
      right: [
        {
          kind: 'map',
          map: reportMap(
            campaign,
            turns.flatMap((t) => battleHexes(campaign, t)),
            viewer,
            t('pack:debrief.map', { side: side.name }),
          ),
        },
      ],
    },
  );
  return {
    kind: 'debrief',
    title: t('pack:debrief.title', { side: side.name }),
    subtitle: t('pack:debrief.subtitle', {
      campaign: campaign.name,
      when: whenText(campaign),
      players: players || side.name,
    }),
    audience: t('pack:debrief.audience', { side: side.name }),
    blocks,
  };
}

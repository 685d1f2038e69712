import type { HexKey } from '../hex';
import { formatNumber, t } from '../i18n';
import type { Viewer } from '../kernel';
import { visiblePieces, type Campaign, type SideId } from '../rulesets/core';
import { packMapView } from './mapView';
import { whenText } from './packNames';
import type { PackBlock, PackChart, PackMapView, PackPage, PackSeries } from './packTypes';
import type { SideStanding, TurnStandings } from './standings';
import { TURN_SECTIONS, turnSummary, type TurnSummary } from './turnEvents';

/** How the printed map's flags read (drawArmyFlag), for the map captions. */
export const flagKey = (): string => t('pack:report.flagKey');

/** What the turn report and the debrief share: the replayed history and the states kept for their maps. */
export interface ReportContext {
  readonly campaign: Campaign;
  readonly history: readonly TurnStandings[];
  readonly states: ReadonlyMap<number, Campaign>;
}

/** A lighter shade of `hex` for the second series of a side (settlements), so lines differ without colour too. */
function sideSeries(
  history: readonly TurnStandings[],
  sideId: SideId,
  key: keyof SideStanding,
  name: string,
  color: string,
  dashed: boolean,
): PackSeries {
  return {
    name,
    color,
    dashed,
    points: history.map((h) => ({ x: h.turn, y: h.bySide[sideId]?.[key] ?? 0 })),
  };
}

/** Standings over the campaign: each side's armies (solid) and settlements (dashed), after every side-turn. */
export function standingsChart(context: ReportContext, viewer: Viewer): PackChart {
  const { campaign, history } = context;
  const series: PackSeries[] = [];
  for (const side of campaign.sides) {
    // A side's debrief does not show the enemy's army count (visibility.ts); settlements are public.
    if (viewer.kind === 'gm' || viewer.id === side.id)
      series.push(
        sideSeries(
          history,
          side.id,
          'armies',
          t('pack:report.seriesArmies', { side: side.name }),
          side.color,
          false,
        ),
      );
    series.push(
      sideSeries(
        history,
        side.id,
        'settlements',
        t('pack:report.seriesSettlements', { side: side.name }),
        side.color,
        true,
      ),
    );
  }
  return { title: t('pack:report.chartTitle'), xLabel: t('pack:report.chartX'), series };
}

export function standingsTable(
  campaign: Campaign,
  standing: TurnStandings | undefined,
  viewer: Viewer,
): PackBlock {
  const rows = campaign.sides.map((side) => {
    const s = standing?.bySide[side.id] ?? { armies: 0, settlements: 0, fortresses: 0 };
    const armies =
      viewer.kind === 'gm' || viewer.id === side.id ? formatNumber(s.armies) : t('pack:report.notKnown');
    return [side.name, armies, formatNumber(s.settlements), formatNumber(s.fortresses)];
  });
  return {
    kind: 'table',
    columns: [
      t('pack:report.columns.side'),
      t('pack:report.columns.armies'),
      t('pack:report.columns.settlements'),
      t('pack:report.columns.fortresses'),
    ],
    rows,
    widths: [2, 1.2, 1.2, 1.2],
  };
}

export function reportMap(
  state: Campaign,
  focus: readonly HexKey[],
  viewer: Viewer,
  caption: string,
): PackMapView {
  return packMapView(state, 'whole', focus, visiblePieces(state, viewer), `${caption} ${flagKey()}`);
}

export function summaryBlocks(summary: TurnSummary): PackBlock[] {
  const blocks: PackBlock[] = [];
  for (const section of TURN_SECTIONS) {
    const items = summary.sections[section];
    if (items.length === 0) continue;
    blocks.push({ kind: 'heading', text: t(`pack:section.${section}`) }, { kind: 'list', items });
  }
  if (blocks.length === 0)
    blocks.push({ kind: 'paragraph', text: t('pack:report.nothingYet'), tone: 'note' });
  return blocks;
}

export function turnTitle(summary: TurnSummary): string {
  return t(summary.inProgress ? 'pack:report.turnTitleSoFar' : 'pack:report.turnTitle', {
    turn: summary.turn,
    round: summary.round,
    side: summary.sideName,
  });
}

/** Battle hexes of a turn, ringed on its map. */
export function battleHexes(campaign: Campaign, turn: number): HexKey[] {
  return campaign.log.flatMap((e) => (e.turn === turn && e.type === 'BattleStarted' ? [e.payload.hex] : []));
}

/** The GM's one-page report of side-turn `turn` (issue 17). */
export function turnReportPage(context: ReportContext, turn: number): PackPage {
  const { campaign, history, states } = context;
  const viewer: Viewer = { kind: 'gm' };
  const summary = turnSummary(campaign, turn, viewer);
  const state = states.get(turn) ?? campaign;
  const standing = history.find((h) => h.turn === turn) ?? history.at(-1);
  return {
    kind: 'turn',
    title: t('pack:report.title', { turn: turnTitle(summary) }),
    subtitle: t('pack:report.subtitle', { campaign: campaign.name, when: whenText(campaign) }),
    blocks: [
      ...summaryBlocks(summary),
      {
        kind: 'heading',
        text: summary.inProgress ? t('pack:report.standingsNow') : t('pack:report.standingsAfter', { turn }),
      },
      {
        kind: 'columns',
        left: [
          standingsTable(campaign, standing, viewer),
          { kind: 'chart', chart: standingsChart(context, viewer) },
        ],
        right: [
          {
            kind: 'map',
            map: reportMap(
              state,
              battleHexes(campaign, turn),
              viewer,
              summary.inProgress ? t('pack:report.mapNow') : t('pack:report.mapAfter', { turn }),
            ),
          },
        ],
      },
    ],
  };
}

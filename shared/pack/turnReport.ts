import type { HexKey } from '../hex';
import type { Viewer } from '../kernel';
import { visiblePieces, type Campaign, type SideId } from '../rulesets/core';
import { packMapView } from './mapView';
import { whenText } from './packNames';
import type { PackBlock, PackChart, PackMapView, PackPage, PackSeries } from './packTypes';
import type { SideStanding, TurnStandings } from './standings';
import { TURN_SECTIONS, turnSummary, type TurnSummary } from './turnEvents';

/** How the printed map's flags read (drawArmyFlag), for the map captions. */
export const FLAG_KEY =
  'Flags: square fresh, swallowtail shaken, pennant broken; a crown marks the Lord; a white band marks the second side.';

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
      series.push(sideSeries(history, side.id, 'armies', `${side.name} armies`, side.color, false));
    series.push(sideSeries(history, side.id, 'settlements', `${side.name} settlements`, side.color, true));
  }
  return { title: 'Standings after each side-turn', xLabel: 'Side-turn', series };
}

export function standingsTable(
  campaign: Campaign,
  standing: TurnStandings | undefined,
  viewer: Viewer,
): PackBlock {
  const rows = campaign.sides.map((side) => {
    const s = standing?.bySide[side.id] ?? { armies: 0, settlements: 0, fortresses: 0 };
    const armies = viewer.kind === 'gm' || viewer.id === side.id ? String(s.armies) : 'not known';
    return [side.name, armies, String(s.settlements), String(s.fortresses)];
  });
  return {
    kind: 'table',
    columns: ['Side', 'Armies', 'Settlements', 'Fortresses'],
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
  return packMapView(state, 'whole', focus, visiblePieces(state, viewer), `${caption} ${FLAG_KEY}`);
}

export function summaryBlocks(summary: TurnSummary): PackBlock[] {
  const blocks: PackBlock[] = [];
  for (const section of TURN_SECTIONS) {
    const items = summary.sections[section];
    if (items.length === 0) continue;
    blocks.push({ kind: 'heading', text: section }, { kind: 'list', items });
  }
  if (blocks.length === 0)
    blocks.push({ kind: 'paragraph', text: 'Nothing has happened in this side-turn yet.', tone: 'note' });
  return blocks;
}

export function turnTitle(summary: TurnSummary): string {
  return `Turn ${summary.turn} · round ${summary.round} · ${summary.sideName}${summary.inProgress ? ' (so far)' : ''}`;
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
    title: `Turn report — ${turnTitle(summary)}`,
    subtitle: `${campaign.name} · printed at ${whenText(campaign)}`,
    blocks: [
      ...summaryBlocks(summary),
      { kind: 'heading', text: summary.inProgress ? 'Standings now' : `Standings after turn ${turn}` },
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
              `The map ${summary.inProgress ? 'now' : `after turn ${turn}`}; this turn's battles ringed.`,
            ),
          },
        ],
      },
    ],
  };
}

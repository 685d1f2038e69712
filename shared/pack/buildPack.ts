import type { CampaignState, HexmarchDocument } from '../document';
import { formatList, t } from '../i18n';
import { err, ok, type Result } from '../result';
import type { Campaign } from '../rulesets/core';
import { battleSheetPage } from './battleSheet';
import { debriefPage } from './debrief';
import { whenText } from './packNames';
import type { Pack, PackOptions, PackPage } from './packTypes';
import { standingsHistory } from './standings';
import { turnReportPage } from './turnReport';

/**
 * The seam for the other modes (issue 17): each ruleset turns its own state into pack pages built from the shared
 * blocks (packTypes.ts). Core is registered here; Firestorm, assault and defense add one line each with their
 * battle sheets and standings (territories, glory, Build Points) once their states reach a document.
 */
export type PackBuilder<C extends CampaignState = CampaignState> = (
  campaign: C,
  options: PackOptions,
) => Result<Pack, string>;

type PackBuilders = { [R in CampaignState['ruleset']]?: PackBuilder<Extract<CampaignState, { ruleset: R }>> };

const PACK_BUILDERS: PackBuilders = { core: buildCorePack };

export function registerPackBuilder<R extends CampaignState['ruleset']>(
  ruleset: R,
  builder: PackBuilder<Extract<CampaignState, { ruleset: R }>>,
): void {
  (PACK_BUILDERS as Record<string, unknown>)[ruleset] = builder;
}

/** The pack of a document, or one sentence saying why there is none (a map without a campaign, a bad side). */
export function buildPack(document: HexmarchDocument, options: PackOptions): Result<Pack, string> {
  const campaign = document.campaign;
  if (!campaign) return err(t('pack:build.mapOnly'));
  const builder = Object.hasOwn(PACK_BUILDERS, campaign.ruleset)
    ? (PACK_BUILDERS[campaign.ruleset] as PackBuilder | undefined)
    : undefined;
  if (!builder) return err(t('pack:build.notAvailable'));
  return builder(
    campaign,
    document.battlefields ? { ...options, battlefields: document.battlefields } : options,
  );
}

/** The side-turns with a turn report: the last `turns` up to the current one (ascending). */
export function reportedTurns(campaign: Campaign, turns: PackOptions['turns']): number[] {
  const last = campaign.turn.number;
  const first = turns === 'all' ? 1 : Math.max(1, last - turns + 1);
  const list: number[] = [];
  for (let t = first; t <= last; t++) list.push(t);
  return list;
}

/**
 * The core pack (issue 17): a notice when there is nothing to fight or the campaign is over, one battle sheet per
 * pending battle (BATTLE-8 creation order), a turn report per recent side-turn, and a debrief per side; with
 * `options.side`, that side's debrief alone.
 */
export function buildCorePack(campaign: Campaign, options: PackOptions): Result<Pack, string> {
  if (campaign.status === 'setup') return err(t('pack:build.setup'));
  const side =
    options.side === null
      ? null
      : campaign.sides.find(
          (s) => s.id === options.side || s.name.toLowerCase() === options.side!.toLowerCase(),
        );
  if (options.side !== null && !side)
    return err(
      t('pack:build.noSide', { side: options.side, sides: formatList(campaign.sides.map((s) => s.name)) }),
    );
  const turns = reportedTurns(campaign, options.turns);
  const { history, states } = standingsHistory(campaign, new Set(turns));
  const context = { campaign, history, states };
  const pages: PackPage[] = [];
  const notices: string[] = [];
  if (campaign.status === 'ended') {
    const result = campaign.result;
    const vars = {
      turn: result?.turn ?? campaign.turn.number,
      reason: result?.reason ?? t('pack:build.noReason'),
    };
    notices.push(
      result?.winner === 'draw'
        ? t('pack:build.endedDraw', vars)
        : t('pack:build.endedWon', {
            ...vars,
            side: campaign.sides.find((s) => s.id === result?.winner)?.name ?? t('pack:build.aSide'),
          }),
    );
  }
  if (side) {
    pages.push(...noticePage(campaign, notices));
    pages.push(debriefPage(context, side, turns));
    return ok({
      title: campaign.name,
      when: whenText(campaign),
      audience: t('pack:build.debriefAudience', { side: side.name }),
      pages,
    });
  }
  // VICT-3 can end a campaign in the MOVE phase with battles still open: they will never be fought.
  const pending =
    campaign.status !== 'running'
      ? []
      : campaign.battles.ids
          .map((id) => campaign.battles.entities[id]!)
          .filter((battle) => battle.state === 'pending')
          .sort((a, b) => a.createdSeq - b.createdSeq);
  if (pending.length === 0 && campaign.status !== 'ended')
    notices.push(t('pack:build.noBattles', { when: whenText(campaign) }));
  pages.push(...noticePage(campaign, notices));
  for (const battle of pending) pages.push(battleSheetPage(campaign, battle, options.battlefields));
  for (const turn of turns) pages.push(turnReportPage(context, turn));
  for (const s of campaign.sides) pages.push(debriefPage(context, s, turns));
  return ok({ title: campaign.name, when: whenText(campaign), audience: t('pack:build.gameMaster'), pages });
}

function noticePage(campaign: Campaign, notices: readonly string[]): PackPage[] {
  if (notices.length === 0) return [];
  return [
    {
      kind: 'notice',
      title: t('pack:build.notice', { campaign: campaign.name }),
      subtitle: whenText(campaign),
      blocks: notices.map((text) => ({ kind: 'paragraph', text, tone: 'warning' }) as const),
    },
  ];
}

import { t } from '../../../i18n';
import type { FsSettings } from '../model/settings';
import type { Side, Siege, SiegeChoice } from '../model/types';
import {
  OPTION_BATTLEPLANS,
  shortOfPoints,
  SIEGE_BATTLEPLANS,
  type SiegeBattleplanId,
  type SiegeBattleplanText,
} from './siegeBattleplanTexts';

/**
 * How to set up and play one siege battleplan (SSCN-1..9) [BRIEFING]: shown to the players, never enforced. The
 * catalogue's text with its siege force points written with their army points, and `setUp` ending in the "All" line.
 */
export interface SiegeBattleplanBriefing extends SiegeBattleplanText {
  readonly id: SiegeBattleplanId;
  /** What earlier siege results change in this game (SIEGE-8: +1 Bravery after Send for Help). */
  readonly conditions: readonly string[];
}

/** Why a battleplan is about to be fought: an opening roll (SIEGE-4), or a side's option (SIEGE-8/9). */
export type SiegeBattleplanCause =
  | { readonly kind: 'opening'; readonly roll: '1–3' | '4–6' }
  | { readonly kind: 'option'; readonly side: Side; readonly option: string; readonly target?: string };

export interface SiegeBattleplanToFight {
  readonly cause: SiegeBattleplanCause;
  readonly briefing: SiegeBattleplanBriefing;
}

/**
 * SIEGE-20: `{3 SFP}` becomes "3 SFP (300 points)" and `{D3 SFP}` "D3 SFP (D3 × 100 points)" with the campaign's
 * `fs.siegeForcePointValue`, so a table that plays 1 SFP = 50 points reads its own figures.
 */
export function withArmyPoints(text: string, sfpValue: number): string {
  return text.replace(/\{(\w+) SFP\}/g, (_, n: string) =>
    /^\d+$/.test(n)
      ? t('fsEngine:sfp.fixed', { n: Number(n), points: Number(n) * sfpValue })
      : t('fsEngine:sfp.d3', { value: sfpValue }),
  );
}

/** SIEGE-8: a successful Send for Help gives the besieged +1 Bravery in every later siege battleplan. */
export function braveryBonus(): string {
  return t('fsEngine:battleplans.braveryBonus');
}

/**
 * SSCN-1..9: the catalogue row and set-up of battleplan `id`, figures in the campaign's army points; with `siege`,
 * also what its earlier results change in the game.
 */
export function siegeBattleplanBriefing(
  id: SiegeBattleplanId,
  settings: FsSettings,
  siege?: Siege,
): SiegeBattleplanBriefing {
  const plan = SIEGE_BATTLEPLANS[id];
  const points = (text: string) => withArmyPoints(text, settings['fs.siegeForcePointValue']);
  const forces: { both?: string; besieger?: string; besieged?: string } = {};
  for (const [who, text] of Object.entries(plan.forces)) forces[who as keyof typeof forces] = points(text);
  return {
    id,
    name: plan.name,
    usedBy: plan.usedBy,
    forces,
    firstSide: plan.firstSide,
    firstTurn: plan.firstTurn,
    length: plan.length,
    victory: points(plan.victory),
    quickResult: points(plan.quickResult),
    setUp: [...plan.setUp.map(points), shortOfPoints()],
    conditions: siege?.flags.braveryBonus ? [braveryBonus()] : [],
  };
}

/** SIEGE-8/9 "Battleplan (tabletop)": the battleplan an option is fought with, if any. */
export function siegeOptionBattleplan(option: string): SiegeBattleplanId | undefined {
  return (OPTION_BATTLEPLANS as Readonly<Record<string, SiegeBattleplanId>>)[option];
}

/**
 * The battleplans about to be fought in `siege`: while it opens, the two the besieger's opening D6 chooses between
 * (SIEGE-4: 1–3 Send for Help!, 4–6 Forlorn Hope); in a siege turn's choosing step, each chosen option that has a
 * battleplan, attacker first (SIEGE-13a order). Nothing at the Final Assault, which has its own briefing (SIEGE-14).
 */
export function siegeBattleplansAt(siege: Siege, settings: FsSettings): SiegeBattleplanToFight[] {
  if (siege.state === 'opening')
    return [
      { cause: { kind: 'opening', roll: '1–3' }, briefing: siegeBattleplanBriefing('SSCN-1', settings) },
      { cause: { kind: 'opening', roll: '4–6' }, briefing: siegeBattleplanBriefing('SSCN-2', settings) },
    ];
  if (siege.state !== 'siegeTurns' || siege.turnStep !== 'choose') return [];
  return (['attacker', 'defender'] as const).flatMap((side) => {
    const choice: SiegeChoice | undefined = siege.chosen[side];
    const id = choice && siegeOptionBattleplan(choice.option);
    if (!choice || !id) return [];
    const cause: SiegeBattleplanCause = {
      kind: 'option',
      side,
      option: choice.option,
      ...(choice.target ? { target: choice.target } : {}),
    };
    return [{ cause, briefing: siegeBattleplanBriefing(id, settings, siege) }];
  });
}

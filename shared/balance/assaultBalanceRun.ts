import { hexName } from '../hex';
import {
  autoResolveRun,
  createAssault,
  type AssaultInput,
  type AssaultState,
  type Outcome,
} from '../rulesets/assault';
import { canAssault, fortressAssaultInput, type Battle, type Campaign } from '../rulesets/core';
import type { BalanceRunOptions } from './coreBalanceRun';
import { t } from '../i18n';

/**
 * An assault the balance report plays over and over (issue 16 "the sub-games plug into the same report"): a
 * stand-alone one from Tools → Assault… or a campaign's fortress battle (LOC-7), as its engine input and the names
 * the GM reads.
 */
export interface AssaultBalanceSetup {
  readonly ruleset: 'assault';
  /** The GM's name for it ("Assault on Highkeep"). */
  readonly title: string;
  readonly names: { readonly besieger: string; readonly defender: string };
  readonly input: AssaultInput;
}

/** Per side: a number of troops. */
export type PerSide = { readonly besieger: number; readonly defender: number };

/** One auto-played assault, boiled down to what the report counts. */
export interface AssaultRunSummary {
  readonly index: number;
  /** ASLT-26 */
  readonly outcome: Outcome;
  /** Assault turns played (ASLT-21). */
  readonly turns: number;
  /** Troops lost per side: dead and wounded of defeated units (ASLT-28), as the Assault tab's odds count them. */
  readonly lost: PerSide;
  /** Troops taken prisoner per side (ASLT-28). */
  readonly prisoners: PerSide;
}

/** Why these rosters cannot be assaulted (createAssault's reasons, with their rule IDs); undefined when they can. */
export function assaultRefusal(setup: AssaultBalanceSetup): string | undefined {
  const made = createAssault(setup.input);
  return 'errors' in made ? t('balance:refusal.assault', { errors: made.errors.join('; ') }) : undefined;
}

// A worker plays many runs of one setup object: the assault is set up once per setup, not once per run.
const starts = new WeakMap<AssaultBalanceSetup, AssaultState>();

function startOf(setup: AssaultBalanceSetup): AssaultState {
  let start = starts.get(setup);
  if (!start) {
    const made = createAssault(setup.input);
    if ('errors' in made) throw new Error(made.errors.join('; '));
    starts.set(setup, (start = made.state));
  }
  return start;
}

/**
 * Assault `index` auto-played to its end (BOT-20..24) by the Assault tab's own odds runner (`autoResolveRun`,
 * seed `baseSeed × 7919 + index`), so N runs of the report count exactly what N runs of the odds panel count.
 */
export function runAssaultBalanceGame(
  setup: AssaultBalanceSetup,
  index: number,
  options: BalanceRunOptions,
): AssaultRunSummary {
  const end = autoResolveRun(startOf(setup), options.baseSeed, index);
  const c = end.casualties!;
  return {
    index,
    outcome: end.outcome!,
    turns: end.turn,
    lost: {
      besieger: c.besieger.dead + c.besieger.wounded,
      defender: c.defender.dead + c.defender.wounded,
    },
    prisoners: { besieger: c.besieger.prisoners, defender: c.defender.prisoners },
  };
}

/** LOC-7: the fortress battles of a campaign waiting for an assault, both armies with rosters. */
export function pendingFortressAssaults(campaign: Campaign): Battle[] {
  return campaign.battles.ids
    .map((id) => campaign.battles.entities[id]!)
    .filter((battle) => battle.state === 'pending' && canAssault({ state: campaign }, battle));
}

/**
 * A campaign's fortress battle as an assault to report on (LOC-7): the rosters, leaders and stronghold values the
 * battle would be assaulted with (fortressAssaultInput), on the report's own dice rather than the campaign's.
 */
export function fortressAssaultSetup(campaign: Campaign, battle: Battle): AssaultBalanceSetup {
  const army = (id: string) => campaign.armies.entities[id]?.name ?? id;
  const fortress =
    campaign.map.hexes[battle.hex]?.settlement?.name ??
    t('balance:assault.fortressAt', { hex: hexName(battle.hex) });
  return {
    ruleset: 'assault',
    title: t('balance:assault.title', { fortress }),
    names: { besieger: army(battle.attacker.armyId), defender: army(battle.defender.armyId) },
    input: fortressAssaultInput(campaign, battle),
  };
}

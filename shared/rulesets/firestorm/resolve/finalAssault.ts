import { ruleViolation, type RuleViolation } from '../../../kernel';
import { attackerWon, createAssault, nestedAssaultRecord, runAssaultInside } from '../../assault';
import { rosterProblems } from '../../assault/roster';
import type { CommandOf } from '../model/commands';
import type { Banner, BannerId, Battle, FsState, Siege } from '../model/types';
import { bannerById } from '../state/selectors';
import { recordGame } from './battles';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

/** SIEGE-17 Decision: the stronghold's unit capacity by siege level. */
const UNIT_CAPACITY = { 1: 4, 2: 6, 3: 8 } as const;

/** SIEGE-16: both sides' banners carry a roster (DATA-9); a garrison alone has none. */
function rosters(state: FsState, battle: Battle): { attacker: Banner; defender: Banner } | undefined {
  const attacker = bannerById(state, battle.attacker.bannerId);
  const defender = battle.defender.bannerId ? bannerById(state, battle.defender.bannerId) : undefined;
  if (!attacker?.roster?.length || !defender?.roster?.length) return undefined;
  return { attacker, defender };
}

export const assaultsByRoster = (state: FsState, battle: Battle): boolean => !!rosters(state, battle);

function assaultInput(battle: Battle, siege: Siege, attacker: Banner, defender: Banner) {
  return {
    id: `assault-${battle.id}`,
    battleId: battle.id,
    seed: 0, // unused: the campaign's RNG rolls every die (GEN-5)
    besieger: attacker.roster ?? [],
    defender: defender.roster ?? [],
    // SIEGE-17: breaches = a destroyed gate + each successful Undermine.
    stronghold: {
      unitCapacity: UNIT_CAPACITY[siege.level],
      breaches: (siege.flags.gateDestroyed ? 1 : 0) + siege.undermineSuccesses,
    },
  };
}

/** SIEGE-16/17: how the Final Assault of a siege will be resolved when it is rolled (for the screen). */
export type FinalAssaultPlan =
  | {
      readonly kind: 'assault';
      /** SIEGE-17 values the assault would start from. */
      readonly unitCapacity: number;
      readonly breaches: number;
      /** SIEGE-16 / DATA-9: why the two rosters cannot form an assault yet (empty when they can). */
      readonly problems: readonly string[];
    }
  | {
      /** `quickRoll` with `fs.finalAssaultQuickRoll`, else only the tabletop game (SIEGE-15). */
      readonly kind: 'quickRoll' | 'tabletop';
      /** The banners of the battle that have no roster; the defender may be a garrison with no banner at all. */
      readonly withoutRoster: readonly BannerId[];
      readonly garrisonOnly: boolean;
    };

export function finalAssaultPlan(state: FsState, battle: Battle, siege: Siege): FinalAssaultPlan {
  const both = rosters(state, battle);
  if (both) {
    const input = assaultInput(battle, siege, both.attacker, both.defender);
    const made = createAssault(input);
    return {
      kind: 'assault',
      unitCapacity: input.stronghold.unitCapacity,
      breaches: input.stronghold.breaches,
      problems: 'errors' in made ? made.errors : [],
    };
  }
  const ids = [battle.attacker.bannerId, battle.defender.bannerId].filter((id): id is BannerId => !!id);
  return {
    kind: state.settings['fs.finalAssaultQuickRoll'] ? 'quickRoll' : 'tabletop',
    withoutRoster: ids.filter((id) => !bannerById(state, id)?.roster?.length),
    garrisonOnly: !battle.defender.bannerId,
  };
}

/** SIEGE-16 / DATA-9: rosters that cannot form an assault (an id in both, say) are refused with their reasons. */
export function finalAssaultProblems(state: FsState, battle: Battle, siege: Siege): RuleViolation[] {
  const both = rosters(state, battle);
  if (!both) return [];
  const made = createAssault(assaultInput(battle, siege, both.attacker, both.defender));
  return 'errors' in made
    ? [ruleViolation('SIEGE-16', t('fsRules:finalAssault.rosters', { problems: made.errors.join('; ') }))]
    : [];
}

/**
 * SIEGE-16/17: the Final Assault run through ASLT, auto-played (BOT-20..24) with the campaign's dice, so the log
 * replays (GEN-5). Reuses the core hand-off's pieces (LOC-7): `FinalAssaultFought` carries the assault's own events
 * (its dice are the `DiceRolled` events before it), the outcome, casualties and both rosters after the losses
 * (ASLT-29), which applying it writes back. The outcome is then the Final Assault's one game (SIEGE-15): captured or
 * surrendered → attacker major victory; liberated or calledOff → attacker major defeat (AMD-8). Ledger entries with
 * no ASLT counterpart are only shown.
 */
export function fightFinalAssault(sink: FsSink, battle: Battle, siege: Siege): void {
  const { attacker, defender } = rosters(sink.state, battle)!;
  const made = createAssault(assaultInput(battle, siege, attacker, defender));
  if ('errors' in made) throw new Error(`SIEGE-16: ${made.errors.join('; ')}`); // validated before
  const ended = runAssaultInside(made.state, sink);
  const record = nestedAssaultRecord(ended, {
    attacker: attacker.roster ?? [],
    defender: defender.roster ?? [],
  });
  const outcome = record.outcome;
  sink.emit(
    'FinalAssaultFought',
    {
      battle: battle.hex,
      outcome,
      unitCapacity: made.state.stronghold.unitCapacity,
      breaches: made.state.stronghold.breaches,
      turns: record.turns,
      casualties: record.casualties,
      attackerRoster: record.attackerRoster,
      defenderRoster: record.defenderRoster,
      events: record.events,
    },
    ['SIEGE-16', 'SIEGE-17', 'ASLT-26', 'ASLT-29'],
  );
  const result = attackerWon(outcome) ? 'majorVictory' : 'majorDefeat';
  recordGame(sink, battle.hex, { result }, 'assault');
}

export function validateRecordRoster(state: FsState, c: CommandOf<'RecordRoster'>): RuleViolation[] {
  const banner = bannerById(state, c.banner);
  if (!banner || banner.hex === null)
    return [ruleViolation('DATA-9', t('fsRules:common.noBanner', { banner: c.banner }))];
  return rosterProblems(c.roster).map((p) =>
    ruleViolation('DATA-9', t('fsRules:finalAssault.roster', { banner: c.banner, problem: p })),
  );
}

export function resolveRecordRoster(sink: FsSink, c: CommandOf<'RecordRoster'>): void {
  sink.emit('RosterRecorded', { banner: c.banner, roster: c.roster }, ['DATA-9']);
}

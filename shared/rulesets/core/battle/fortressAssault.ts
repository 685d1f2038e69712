import {
  attackerWon,
  createAssault,
  nestedAssaultRecord,
  runAssaultInside,
  unitsInOrder,
  type AssaultCommand,
  type AssaultInput,
  type AssaultRecord,
} from '../../assault';
import type { RngState } from '../../../random';
import type { EventSink } from '../eventSink';
import type { Battle, BattleResult, Campaign } from '../model/campaign';
import { getArmy, getHex } from '../state/selectors';

/** LOC-7: both armies carry a roster (DATA-9); otherwise the battle falls back to dice. */
export function canAssault(sink: { readonly state: Campaign }, battle: Battle): boolean {
  const attacker = getArmy(sink.state, battle.attacker.armyId);
  const defender = getArmy(sink.state, battle.defender.armyId);
  return battle.method === 'assault' && !!attacker?.roster && !!defender?.roster;
}

/**
 * LOC-7 with `core.fortressResolution: assault`: the attacker besieges, the defender holds the fortress (ASLT-3
 * values from `settlement.assault`, defaults 6 and 0), leaders and `aslt.*` settings from the campaign. With `rng`
 * (the campaign's) the assault rolls what the campaign's own dice would: the Assault tab plays a campaign's battle
 * ahead of recording it with exactly the rolls the campaign will record (GEN-5).
 */
export function fortressAssaultInput(state: Campaign, battle: Battle, rng?: RngState): AssaultInput {
  const attacker = getArmy(state, battle.attacker.armyId)!;
  const defender = getArmy(state, battle.defender.armyId)!;
  const values = getHex(state, battle.hex)?.settlement?.assault;
  const leader = (army: typeof attacker) => ({
    ...(army.strategicAbility !== undefined ? { strategicAbility: army.strategicAbility } : {}),
    ...(army.leadershipAbility !== undefined ? { leadershipAbility: army.leadershipAbility } : {}),
    ...(army.moraleMod !== undefined ? { moraleMod: army.moraleMod } : {}),
  });
  return {
    id: `assault-${battle.id}`,
    battleId: battle.id,
    seed: 0, // unused: the campaign's RNG rolls every die
    ...(rng ? { rng } : {}),
    besieger: attacker.roster ?? [],
    defender: defender.roster ?? [],
    stronghold: { unitCapacity: values?.unitCapacity ?? 6, breaches: values?.breaches ?? 0 },
    leaders: { besieger: leader(attacker), defender: leader(defender) },
    settings: state.settings.aslt ?? {},
  };
}

/**
 * LOC-7: the assault of a fortress battle on the campaign's dice: the GM's `commands` (ResolveByAssault) first,
 * every choice left auto-played (BOT-20..24). `FortressAssaulted` records it and writes the losses back (ASLT-29).
 * Returns the raw result (AMD-8: captured or surrendered → attacker major victory; liberated or calledOff →
 * defender major victory).
 */
export function fightFortressAssault(
  sink: EventSink,
  battle: Battle,
  commands: readonly AssaultCommand[] = [],
): BattleResult {
  const state = sink.state;
  const attacker = getArmy(state, battle.attacker.armyId)!;
  const defender = getArmy(state, battle.defender.armyId)!;
  // The RNG before the first die: replaying the input and commands alone rolls these very dice (GEN-5).
  const input = fortressAssaultInput(state, battle, state.rng);
  const made = createAssault(input);
  if ('errors' in made) throw new Error(`LOC-7: the rosters cannot assault: ${made.errors.join('; ')}`);
  const ended = runAssaultInside(made.state, sink, commands);
  const record = nestedAssaultRecord(ended, {
    attacker: attacker.roster ?? [],
    defender: defender.roster ?? [],
  });
  const outcome = record.outcome;
  sink.emit(
    'FortressAssaulted',
    {
      battleId: battle.id,
      ...record,
      unitNames: Object.fromEntries(unitsInOrder(ended.state).map((u) => [u.id, u.name])),
      replay: { input: input as AssaultRecord['input'], commands: commands.map((c) => ({ ...c })) },
    },
    ['LOC-7', 'ASLT-26', 'ASLT-29'],
  );
  return { winner: attackerWon(outcome) ? 'attacker' : 'defender', level: 'major' };
}

import type { EventSink } from '../../../kernel';
import type { DefenseEvent } from '../model/events';
import type { DefenseState } from '../model/state';
import { dieFaces, kernelDie, type DefenseDie } from '../model/tiles';

export interface RollSpec {
  readonly unit: string;
  readonly enemy: string;
  readonly roll: 'ranged' | 'melee' | 'defense';
  readonly die: DefenseDie;
  /** attackMod, ATTACK_MOD and (attack rolls) AURA_ATTACK. */
  readonly modifier: number;
  /** ANV-21; always 0 for defense rolls. */
  readonly support: number;
  readonly strength: number;
  readonly rerolls: number;
}

const RULES = {
  ranged: ['ANV-20', 'ANV-22', 'ANV-23'],
  melee: ['ANV-20', 'ANV-22', 'ANV-23'],
  defense: ['ANV-28', 'ANV-22', 'ANV-23'],
} as const;

/**
 * ANV-20, ANV-22..24 (ANV-28 for defense rolls): roll the die, explode on its highest face while the total is still
 * below the strength (BOT-34), fail on any natural 1, re-roll a miss while re-rolls remain (BOT-35). Each attempt
 * emits `AttackRolled`; returns the final outcome.
 */
export function rollAgainst(
  sink: EventSink<DefenseState, DefenseEvent>,
  spec: RollSpec,
): 'kill' | 'miss' | 'fail' {
  const purpose = spec.roll === 'defense' ? 'anv.defense' : 'anv.attack';
  const max = dieFaces(spec.die);
  const bonus = spec.modifier + spec.support;
  for (let attempt = 0; ; attempt++) {
    const faces: number[] = [];
    let sum = 0;
    let failed = false;
    for (;;) {
      const face = sink.roll(kernelDie(spec.die), purpose, [...RULES[spec.roll]], spec.unit);
      faces.push(face);
      if (face === 1) {
        failed = true;
        break;
      }
      sum += face;
      if (face !== max || sum + bonus >= spec.strength) break;
    }
    const total = failed ? 0 : sum + bonus;
    const outcome = failed ? 'fail' : total >= spec.strength ? 'kill' : 'miss';
    sink.emit(
      'AttackRolled',
      {
        unit: spec.unit,
        enemy: spec.enemy,
        roll: spec.roll,
        die: spec.die,
        faces,
        support: spec.support,
        modifier: spec.modifier,
        total,
        outcome,
        ...(attempt > 0 ? { reroll: attempt } : {}),
      },
      attempt > 0
        ? [...RULES[spec.roll], 'ANV-24', 'BOT-35']
        : [...RULES[spec.roll], ...(spec.roll === 'defense' ? [] : ['ANV-21'])],
    );
    if (outcome !== 'miss' || attempt >= spec.rerolls) return outcome;
  }
}

/**
 * The chance that one roll reaches `need` (strength minus modifiers) with explosions taken while below it (BOT-34),
 * a natural 1 failing the roll (ANV-22), and up to `rerolls` re-rolls of a miss (ANV-24). Used by BOT-32/33.
 */
export function killChance(die: DefenseDie, need: number, rerolls = 0): number {
  const max = dieFaces(die);
  const single = (n: number): { kill: number; miss: number } => {
    let kill = 0;
    let miss = 0;
    for (let face = 2; face < max; face++) {
      if (face >= n) kill += 1;
      else miss += 1;
    }
    if (max >= n) kill += 1;
    else {
      const next = single(n - max);
      kill += next.kill;
      miss += next.miss;
    }
    return { kill: kill / max, miss: miss / max };
  };
  const { kill, miss } = single(need);
  let chance = 0;
  let reach = 1;
  for (let attempt = 0; attempt <= rerolls; attempt++) {
    chance += reach * kill;
    reach *= miss;
  }
  return chance;
}

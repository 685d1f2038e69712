import type { DicePurpose } from './dicePurposes';
import type { Rng } from './rng';

/** A die type: `D3` is a D6 read as ceil(value / 2) (GEN-4); any other is `Dn` with n faces. */
export type DieType = `D${number}`;

/** One roll, as the `DiceRolled` event records it (GEN-5, GEN-11). */
export interface DieRoll {
  readonly die: DieType;
  /** The face shown before modifiers (GEN-4). For a D3 it is the D3 value, 1..3. */
  readonly natural: number;
  readonly purpose: DicePurpose;
  readonly actor?: string;
  /** True when the value came from an injected test queue rather than the seeded RNG. */
  readonly injected: boolean;
}

/**
 * Injected dice per purpose tag (GEN-5): entries like `"D3:2"` or `"D6:5"`, or bare numbers read as the die that
 * is asked for. Consumed in order; a tag whose queue is empty or absent falls back to the seeded RNG (GEN-11).
 */
export type DiceQueues = Partial<Record<DicePurpose, readonly (number | string)[]>>;

export interface Dice {
  roll(die: DieType, purpose: DicePurpose, actor?: string): DieRoll;
  d3(purpose: DicePurpose, actor?: string): DieRoll;
  d6(purpose: DicePurpose, actor?: string): DieRoll;
  /** kDn: the sum of k dice of n faces (GEN-4), each roll kept. */
  kdn(k: number, n: number, purpose: DicePurpose, actor?: string): { total: number; rolls: DieRoll[] };
  /** Every roll made through this roller, in order. */
  readonly rolls: readonly DieRoll[];
}

/** The faces of a die type (GEN-4): `D20` → 20; throws for a name that is no die. */
export function facesOf(die: DieType): number {
  const faces = Number(die.slice(1));
  if (!Number.isInteger(faces) || faces < 2) throw new Error(`Unknown die "${die}" (GEN-4)`);
  return faces;
}

function parseQueued(entry: number | string, die: DieType, purpose: DicePurpose): number {
  let value: number;
  if (typeof entry === 'number') {
    value = entry;
  } else {
    const match = /^([Dd]\d+):(\d+)$/.exec(entry.trim());
    if (!match) throw new Error(`Queued die "${entry}" for ${purpose} is not like "D6:5" (GEN-5)`);
    if (match[1]!.toUpperCase() !== die) {
      throw new Error(
        `Queued die "${entry}" for ${purpose} is a ${match[1]!.toUpperCase()}, but a ${die} is rolled`,
      );
    }
    value = Number(match[2]);
  }
  const faces = facesOf(die);
  if (!Number.isInteger(value) || value < 1 || value > faces) {
    throw new Error(`Queued ${die} value ${value} for ${purpose} is outside 1..${faces}`);
  }
  return value;
}

/**
 * One die's natural value drawn from the seeded RNG (GEN-4): the one place a die becomes RNG draws, shared by the
 * roller and by sinks that roll without recording (kernel droppingSink), so both draw exactly alike.
 */
export function drawNatural(rng: Rng, die: DieType, faces = facesOf(die)): number {
  if (die === 'D3') return Math.ceil(rng.int(1, 6) / 2); // GEN-4: D3 is a D6 read as ceil(v/2)
  return rng.int(1, faces);
}

/** A dice roller over a seeded RNG with optional injected queues (GEN-4, GEN-5, GEN-11). */
export function createDice(rng: Rng, queues: DiceQueues = {}): Dice {
  return new Roller(rng, queues);
}

/**
 * A class rather than an object of closures: the kernel makes one per command that rolls (issue 16 profile), and
 * its methods cost nothing to make. Queues are copied only when there are any.
 */
class Roller implements Dice {
  readonly rolls: DieRoll[] = [];
  private readonly remaining: Map<DicePurpose, (number | string)[]> | undefined;

  constructor(
    private readonly rng: Rng,
    queues: DiceQueues,
  ) {
    for (const purpose in queues) {
      this.remaining ??= new Map();
      this.remaining.set(purpose as DicePurpose, [...(queues[purpose as DicePurpose] ?? [])]);
    }
  }

  roll(die: DieType, purpose: DicePurpose, actor?: string): DieRoll {
    const faces = facesOf(die);
    const queue = this.remaining?.get(purpose);
    const queued = queue && queue.length > 0 ? queue.shift() : undefined;
    const natural =
      queued !== undefined ? parseQueued(queued, die, purpose) : drawNatural(this.rng, die, faces);
    const result: { -readonly [K in keyof DieRoll]: DieRoll[K] } = {
      die,
      natural,
      purpose,
      injected: queued !== undefined,
    };
    if (actor) result.actor = actor;
    this.rolls.push(result);
    return result;
  }

  d3(purpose: DicePurpose, actor?: string): DieRoll {
    return this.roll('D3', purpose, actor);
  }

  d6(purpose: DicePurpose, actor?: string): DieRoll {
    return this.roll('D6', purpose, actor);
  }

  kdn(k: number, n: number, purpose: DicePurpose, actor?: string): { total: number; rolls: DieRoll[] } {
    if (!Number.isInteger(k) || k < 1) throw new Error(`kDn needs k ≥ 1, got ${k} (GEN-4)`);
    const kept = Array.from({ length: k }, () => this.roll(`D${n}`, purpose, actor));
    return { total: kept.reduce((sum, r) => sum + r.natural, 0), rolls: kept };
  }
}

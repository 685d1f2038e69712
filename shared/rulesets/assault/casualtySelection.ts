/** One unit that can absorb hits (BOT-21): its absorption value and the base BR lost if it is defeated. */
export interface Candidate {
  readonly id: string;
  readonly absorption: number;
  /** AMD-8: the base BR counted as defeated; 0 for a loose unit that withdraws instead. */
  readonly defeatedBR: number;
}

interface Choice {
  readonly ids: readonly string[];
  readonly defeatedBR: number;
  readonly used: number;
}

function better(a: Choice, b: Choice | undefined): boolean {
  if (!b) return true;
  if (a.defeatedBR !== b.defeatedBR) return a.defeatedBR < b.defeatedBR;
  if (a.used !== b.used) return a.used < b.used;
  if (a.ids.length !== b.ids.length) return a.ids.length < b.ids.length;
  const x = [...a.ids].sort();
  const y = [...b.ids].sort();
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! < y[i]!;
  return false;
}

const EXHAUSTIVE_LIMIT = 16;

/**
 * BOT-21: the units the owning leader removes for `hits` hits. All of them when their absorption adds up to no more
 * than the hits; otherwise the subset covering the hits that minimises (1) BR defeated, (2) absorption used,
 * (3) number of units, (4) the sorted ids. Exhaustive up to 16 candidates, dynamic programming above.
 */
export function chooseCasualties(candidates: readonly Candidate[], hits: number): string[] {
  const usable = candidates.filter((c) => c.absorption > 0);
  const total = usable.reduce((s, c) => s + c.absorption, 0);
  if (hits <= 0) return [];
  if (total <= hits) return usable.map((c) => c.id);
  return usable.length <= EXHAUSTIVE_LIMIT ? exhaustive(usable, hits) : dynamic(usable, hits);
}

// exhaustive's tables, grown to the largest subset count seen and then reused: a fresh set per call (up to 2^16
// entries each) was a tenth of an odds run's time (issue 13 profile). Only entries 1 … 2^n − 1 are read, each after
// it is written, and entry 0 stays 0.
let used = new Float64Array(2);
let lost = new Float64Array(2);
let count = new Uint8Array(2);

/** Every subset by its bit mask; sums grow from the mask without its lowest bit, so each costs O(1). */
function exhaustive(units: readonly Candidate[], hits: number): string[] {
  const n = units.length;
  const size = 1 << n;
  if (used.length < size) {
    used = new Float64Array(size);
    lost = new Float64Array(size);
    count = new Uint8Array(size);
  }
  let best = -1;
  for (let mask = 1; mask < size; mask++) {
    const low = mask & -mask;
    const rest = mask ^ low;
    const i = 31 - Math.clz32(low);
    used[mask] = used[rest]! + units[i]!.absorption;
    lost[mask] = lost[rest]! + units[i]!.defeatedBR;
    count[mask] = count[rest]! + 1;
    if (used[mask]! < hits) continue;
    if (best < 0 || beats(mask, best)) best = mask;
  }
  function ids(mask: number): string[] {
    return units.filter((_, i) => mask & (1 << i)).map((u) => u.id);
  }
  function beats(a: number, b: number): boolean {
    if (lost[a] !== lost[b]) return lost[a]! < lost[b]!;
    if (used[a] !== used[b]) return used[a]! < used[b]!;
    if (count[a] !== count[b]) return count[a]! < count[b]!;
    return better({ ids: ids(a), defeatedBR: 0, used: 0 }, { ids: ids(b), defeatedBR: 0, used: 0 });
  }
  return best < 0 ? [] : ids(best);
}

/**
 * Above 16 candidates: a knapsack over absorption in quarter points (loose units halve half-point BRs), keeping
 * for each reachable total the best (BR defeated, units, ids) choice. Totals above hits + the largest value can
 * never be minimal in absorption, so they are capped there.
 */
function dynamic(units: readonly Candidate[], hits: number): string[] {
  const q = (x: number) => Math.round(x * 4);
  const cap = q(hits) + Math.max(...units.map((u) => q(u.absorption)));
  let table = new Map<number, Choice>([[0, { ids: [], defeatedBR: 0, used: 0 }]]);
  for (const unit of units) {
    const next = new Map(table);
    for (const [sum, choice] of table) {
      const to = sum + q(unit.absorption);
      if (to > cap) continue;
      const candidate = {
        ids: [...choice.ids, unit.id],
        defeatedBR: choice.defeatedBR + unit.defeatedBR,
        used: choice.used + unit.absorption,
      };
      const held = next.get(to);
      if (!held || better(candidate, held)) next.set(to, candidate);
    }
    table = next;
  }
  let best: Choice | undefined;
  for (const [sum, choice] of table) if (sum >= q(hits) && better(choice, best)) best = choice;
  return [...(best?.ids ?? [])];
}

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

/**
 * Up to 16 candidates: the best of every subset that covers the hits, searched so that only *minimal* covers are
 * built. That loses nothing: if a cover stays a cover without unit u, dropping u defeats no more BR and uses less
 * absorption (u's is > 0), so a cover with an unneeded unit is never the best. A subset therefore grows, in id
 * order, only until it covers the hits; and one that already defeats more BR than the best so far grows no further
 * (BR defeated only rises). Absorption and BR are multiples of a quarter, so every sum is exact in any order: the
 * answer is the one comparing all 2^n subsets gave, found in a few dozen steps instead of up to 65,536 (the odds
 * run this for every zone that takes hits; issue 13 profile).
 */
function exhaustive(units: readonly Candidate[], hits: number): string[] {
  const n = units.length;
  let best = { mask: -1, lost: Infinity, used: Infinity, count: Infinity };
  let byId: number[] | undefined;
  const beatsBest = (mask: number, lost: number, used: number, count: number): boolean => {
    if (best.mask < 0 || lost !== best.lost) return lost < best.lost;
    if (used !== best.used) return used < best.used;
    if (count !== best.count) return count < best.count;
    // (4) Of two sorted id lists as long, the first id (in id order) in one and not the other tells.
    byId ??= units.map((_, i) => i).sort((x, y) => (units[x]!.id < units[y]!.id ? -1 : 1));
    for (const i of byId) if ((mask ^ best.mask) & (1 << i)) return (mask & (1 << i)) !== 0;
    return false;
  };
  const grow = (from: number, mask: number, used: number, lost: number, count: number): void => {
    for (let i = from; i < n; i++) {
      const unit = units[i]!;
      const withLost = lost + unit.defeatedBR;
      if (withLost > best.lost) continue;
      const withMask = mask | (1 << i);
      const withUsed = used + unit.absorption;
      if (withUsed < hits) grow(i + 1, withMask, withUsed, withLost, count + 1);
      else if (beatsBest(withMask, withLost, withUsed, count + 1))
        best = { mask: withMask, lost: withLost, used: withUsed, count: count + 1 };
    }
  };
  grow(0, 0, 0, 0, 0);
  return best.mask < 0 ? [] : units.filter((_, i) => best.mask & (1 << i)).map((u) => u.id);
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

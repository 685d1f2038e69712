import { wilsonScoreInterval } from '../stats/wilsonScore';
import type { Rate } from './balanceTypes';

/** A report's rate: `count` of `of` with its 95 % Wilson score interval (shared/stats says why Wilson). */
export function wilsonRate(count: number, of: number): Rate {
  const [low, high] = wilsonScoreInterval(count, of);
  return { count, of, rate: of === 0 ? 0 : count / of, low, high };
}

import type { FactionId } from '../model/types';
import { gloryOf, territoryCount } from '../state/selectors';
import type { FsSink } from './sink';

export const VICTORY_GLORY = 30;

/**
 * FS-GLORY-3/4: tally every faction's glory; at 30 or more the highest glory wins, ties go to the most
 * territories, and factions still tied share the victory (Decision: checked only at SCORING).
 */
export function scoreTurn(sink: FsSink): void {
  const s = sink.state;
  const breakdown: Record<FactionId, { held: number; banked: number; glory: number }> = {};
  for (const f of s.factions) {
    const glory = gloryOf(s, f);
    breakdown[f.id] = { held: glory - f.gloryBanked, banked: f.gloryBanked, glory };
  }
  sink.emit('GloryTallied', { breakdown }, ['FS-GLORY-3']);
  const reached = s.factions.filter((f) => breakdown[f.id]!.glory >= VICTORY_GLORY);
  if (reached.length === 0) return;
  const best = Math.max(...reached.map((f) => breakdown[f.id]!.glory));
  const top = reached.filter((f) => breakdown[f.id]!.glory === best);
  const most = Math.max(...top.map((f) => territoryCount(s, f.id)));
  const winners = top.filter((f) => territoryCount(s, f.id) === most).map((f) => f.id);
  sink.emit(
    'CampaignEnded',
    { winner: winners.length === 1 ? winners[0] : winners, reason: `glory ${best} ≥ ${VICTORY_GLORY}` },
    ['FS-GLORY-4', 'AMD-11'],
  );
}

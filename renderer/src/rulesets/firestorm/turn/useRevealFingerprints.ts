import { useEffect, useState } from 'react';
import type { FsState, OrderSpec } from '@shared/rulesets/firestorm';
import { orderFingerprint } from '@shared/rulesets/firestorm/submission';

/** Key of one faction's submission: "turn:faction". */
export const submissionKey = (turn: number, faction: string): string => `${turn}:${faction}`;

/**
 * FS-ORDER-2 at a distance: the fingerprint of every submission the engine stored, computed from the orders in the
 * log (not from anything the GM typed), so a player compares it at reveal with the one shown at export. Web Crypto
 * answers asynchronously, hence a hook.
 */
export function useRevealFingerprints(state: FsState): Readonly<Record<string, string>> {
  const [prints, setPrints] = useState<Record<string, string>>({});
  const submissions = state.log.filter((e) => e.type === 'OrdersSubmitted');
  const missing = submissions.filter((e) => !prints[submissionKey(e.turn, String(e.payload.faction))]);
  useEffect(() => {
    if (missing.length === 0) return;
    let live = true;
    void Promise.all(
      missing.map(async (e) => {
        const faction = String(e.payload.faction);
        const orders = e.payload.orders as OrderSpec[];
        const print = await orderFingerprint({ campaign: state.name, turn: e.turn, faction, orders });
        return [submissionKey(e.turn, faction), print] as const;
      }),
    ).then((pairs) => {
      if (live) setPrints((before) => ({ ...before, ...Object.fromEntries(pairs) }));
    });
    return () => {
      live = false;
    };
    // The missing submissions change only when the log grows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.log.length, state.name]);
  return prints;
}

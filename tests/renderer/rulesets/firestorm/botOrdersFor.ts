import { firestormAutoCommand, type FsState, type OrderSpec } from '@shared/rulesets/firestorm';

/** The orders the BOT policies give `faction` now (what a test needs as "some legal orders"). */
export function botOrdersFor(state: FsState, faction: string): OrderSpec[] {
  const command = firestormAutoCommand({
    ...state,
    turn: { ...state.turn, submitted: state.factions.filter((f) => f.id !== faction).map((f) => f.id) },
  });
  if (command?.type !== 'SubmitOrders') throw new Error(`no orders for ${faction}: ${command?.type}`);
  return command.orders;
}

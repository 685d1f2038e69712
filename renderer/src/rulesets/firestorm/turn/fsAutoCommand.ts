import {
  bannerById,
  factionBanners,
  firestormAutoCommand,
  openBattles,
  policyOrders,
  type FsCommand,
  type FsPolicies,
  type FsState,
} from '@shared/rulesets/firestorm';

/** The faction a command acts for, or null for the GM's commands (Advance, upkeep). */
function actorOf(state: FsState, command: FsCommand): string | null {
  switch (command.type) {
    case 'SubmitOrders':
    case 'Build':
    case 'ForgeScepter':
      return command.faction;
    case 'ExecuteNext':
    case 'EndBuild':
      return state.turn.active ?? null;
    case 'ChooseRetreat':
    case 'ChooseScatter':
      return bannerById(state, command.banner)?.factionId ?? null;
    case 'ChooseSiege':
    case 'DeclareFinalAssault': {
      return openBattles(state).find((b) => b.hex === command.battle)?.attacker.factionId ?? null;
    }
    case 'ChooseSiegeOption': {
      const battle = openBattles(state).find((b) => b.hex === command.battle);
      return (command.side === 'attacker' ? battle?.attacker.factionId : battle?.defender.factionId) ?? null;
    }
    default:
      return null;
  }
}

/**
 * GEN-6 per faction: the command auto-play gives now for the factions on auto-play, by the BOT policies (BOT-10..19)
 * with each faction's order policy (issue 24; BOT-18's `cautious` for a faction not named).
 * In ORDERS each auto faction submits for itself, whatever the others do; elsewhere the engine's next decision is
 * taken when it belongs to an auto faction, and the GM's own decisions too once every faction is on auto-play.
 */
export function fsAutoCommandFor(
  state: FsState,
  auto: readonly string[],
  policies: FsPolicies = {},
): FsCommand | undefined {
  if (state.status !== 'running' || auto.length === 0) return undefined;
  if (state.turn.step === 'ORDERS') {
    const owing = auto.find((f) => !state.turn.submitted.includes(f) && factionBanners(state, f).length > 0);
    const policy = owing ? (policies[owing] ?? 'cautious') : 'cautious';
    return owing
      ? { type: 'SubmitOrders', faction: owing, orders: policyOrders(state, owing, policy) }
      : undefined;
  }
  const command = firestormAutoCommand(state, policies);
  if (!command) return undefined;
  const actor = actorOf(state, command);
  const everyone = state.factions.every((f) => auto.includes(f.id));
  return (actor ? auto.includes(actor) : everyone) ? command : undefined;
}

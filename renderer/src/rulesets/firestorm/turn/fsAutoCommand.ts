import {
  bannerById,
  factionBanners,
  firestormAutoCommand,
  openBattles,
  type FsCommand,
  type FsState,
} from '@shared/rulesets/firestorm';
import { botOrders } from '@shared/rulesets/firestorm/bot/botOrders';

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
 * GEN-6 per faction: the command auto-play gives now for the factions on auto-play, by the BOT policies (BOT-10..19).
 * In ORDERS each auto faction submits for itself, whatever the others do; elsewhere the engine's next decision is
 * taken when it belongs to an auto faction, and the GM's own decisions too once every faction is on auto-play.
 */
export function fsAutoCommandFor(state: FsState, auto: readonly string[]): FsCommand | undefined {
  if (state.status !== 'running' || auto.length === 0) return undefined;
  if (state.turn.step === 'ORDERS') {
    const owing = auto.find((f) => !state.turn.submitted.includes(f) && factionBanners(state, f).length > 0);
    return owing ? { type: 'SubmitOrders', faction: owing, orders: botOrders(state, owing) } : undefined;
  }
  const command = firestormAutoCommand(state);
  if (!command) return undefined;
  const actor = actorOf(state, command);
  const everyone = state.factions.every((f) => auto.includes(f.id));
  return (actor ? auto.includes(actor) : everyone) ? command : undefined;
}

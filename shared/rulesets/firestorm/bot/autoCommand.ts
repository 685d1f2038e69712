import type { FsCommand } from '../model/commands';
import type { Battle, FsState, Siege } from '../model/types';
import { FS_PHASES } from '../phases';
import { availableOptions } from '../resolve/siege';
import { validateRaiseBanner } from '../resolve/upkeep';
import { factionBanners, openBattles, siegeOf } from '../state/selectors';
import { siegeLevelOf } from '../state/siegeLevelOf';
import { botBuild } from './botBuild';
import { botOrders } from './botOrders';

const ATTACKER_PREFERENCE = ['testTheDefense', 'undermine', 'bombardment', 'constructSiegeEquipment'];
const DEFENDER_PREFERENCE = [
  'sendForHelp',
  'bringReinforcements',
  'counterBombardmentArtillery',
  'repairDefenses',
  'constructSiegeEquipment',
];

/**
 * GEN-6, BOT-10..19: the command auto-play gives for the decision the engine waits for, or undefined when only a
 * tabletop result can move the game on (a field battle with `fs.autoResolve` off, as BOT-5) or the campaign ended.
 */
export function firestormAutoCommand(state: FsState): FsCommand | undefined {
  if (state.status === 'ended') return undefined;
  const choice = state.pending[0];
  if (choice)
    return {
      type: choice.kind === 'retreat' ? 'ChooseRetreat' : 'ChooseScatter',
      banner: choice.bannerId,
      hex: choice.options[0]!,
    }; // BOT-11, BOT-12
  const step = state.turn.step;
  if (step === 'AFTERMATH') return rerollOrAdvance(state);
  if (FS_PHASES[step].auto) return { type: 'Advance' };
  switch (step) {
    case 'ORDERS': {
      const owing = state.factions.find(
        (f) => !state.turn.submitted.includes(f.id) && factionBanners(state, f.id).length > 0,
      )!;
      return { type: 'SubmitOrders', faction: owing.id, orders: botOrders(state, owing.id) };
    }
    case 'EXECUTION': {
      const next = factionBanners(state, state.turn.active!).find((b) => b.orderState === 'pending')!;
      return { type: 'ExecuteNext', banner: next.id }; // BOT-10
    }
    case 'BATTLES':
      return battleCommand(state);
    case 'UPKEEP': {
      // Decision: auto-play never razes (BOT has no Raze policy; razing a won territory strips items that now serve it).
      for (const f of state.factions)
        if (validateRaiseBanner(state, { type: 'RaiseBanner', faction: f.id }).length === 0)
          return { type: 'RaiseBanner', faction: f.id };
      return { type: 'Advance' }; // FS-MULTI-3 by BOT-13
    }
    case 'BUILD':
      return botBuild(state, state.turn.active!);
    default:
      return undefined;
  }
}

/** BOT-14: re-roll a D3 of 1, keep 2 or 3. */
function rerollOrAdvance(state: FsState): FsCommand {
  for (const battle of openBattles(state))
    for (const [i, game] of battle.games.entries()) {
      const one = game.bp?.find((r) => r.rerollable && r.value === 1);
      if (one) return { type: 'RerollBuildPoints', battle: battle.hex, game: i + 1, player: one.player };
    }
  return { type: 'Advance' };
}

function battleCommand(state: FsState): FsCommand | undefined {
  for (const battle of openBattles(state)) {
    if (battle.state !== 'pending') continue;
    // BOT-15: a siege whenever SIEGE-1 allows it (AMD-15: the territory holds a siege-eligible item).
    if (!battle.kind)
      return {
        type: 'ChooseSiege',
        battle: battle.hex,
        siege: siegeLevelOf(state, battle.hex, battle.defender.factionId) !== undefined,
      };
    if (battle.kind === 'firestormSiege') {
      const c = siegeCommand(state, battle, siegeOf(state, battle.id)!);
      if (c) return c;
      continue;
    }
    if (battle.games.length === 0)
      return state.settings['fs.autoResolve'] ? { type: 'AutoResolve', battle: battle.hex } : undefined;
  }
  return { type: 'Advance' };
}

/** BOT-17 (and BOT-16 inside the engine): quick results throughout. */
function siegeCommand(state: FsState, battle: Battle, siege: Siege): FsCommand | undefined {
  if (siege.state === 'opening' || (siege.state === 'siegeTurns' && siege.turnStep === 'time'))
    return { type: 'Advance' };
  if (siege.state === 'finalAssault')
    return state.settings['fs.finalAssaultQuickRoll']
      ? { type: 'AutoResolve', battle: battle.hex }
      : undefined;
  if (siege.state !== 'siegeTurns') return undefined;
  if (!siege.chosen.attacker) {
    if (siege.completedSiegeTurns >= 3) return { type: 'DeclareFinalAssault', battle: battle.hex };
    const open = availableOptions(state, siege, 'attacker').filter(
      (o) => !(o === 'undermine' && siege.undermineSuccesses > 0),
    );
    const option = ATTACKER_PREFERENCE.find((o) => open.includes(o))!;
    return { type: 'ChooseSiegeOption', battle: battle.hex, side: 'attacker', option: option as never };
  }
  const damaged = siege.ledger.some(
    (e) => e.side === 'attacker' && (e.optionId === 'bombardment' || e.optionId === 'undermine'),
  );
  const open = availableOptions(state, siege, 'defender').filter((o) => o !== 'repairDefenses' || damaged);
  const option = DEFENDER_PREFERENCE.find((o) => open.includes(o))!;
  return { type: 'ChooseSiegeOption', battle: battle.hex, side: 'defender', option: option as never };
}

import { NO_SIEGE_FLAGS, type FsState, type LedgerEntry, type Siege } from '../model/types';
import { patchBattle, patchSiege, withFields } from './update';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are checked where they are emitted
type P = Record<string, any>;

/** SIEGE-2..17 state changes; undefined for an event that is not a siege event. */
export function applySiegeEvent(state: FsState, type: string, p: P): FsState | undefined {
  switch (type) {
    case 'SiegeStarted': {
      const battle = state.battles.find((b) => b.hex === p.battle && b.state !== 'applied')!;
      const siege: Siege = {
        id: `siege-${battle.seq}`,
        battleId: battle.id,
        level: p.level,
        state: 'opening',
        turnStep: 'time',
        attackerSP: p.attackerSP,
        defenderSP: p.defenderSP,
        completedSiegeTurns: 0,
        timeModifier: 0,
        flags: NO_SIEGE_FLAGS,
        ledger: [],
        chosen: {},
        undermineSuccesses: 0,
        reinforcementUnits: 0,
      };
      const sieges = [...state.sieges, siege];
      return withFields(
        patchBattle(state, p.battle, () => ({ kind: 'firestormSiege' })),
        { sieges },
      );
    }
    case 'SiegeOpened':
      return patchSiege(state, p.battle, (s) => ({
        state: 'siegeTurns',
        turnStep: 'time',
        ...effects(s, p.effects),
      }));
    case 'SiegeTurnStarted':
      return patchSiege(state, p.battle, () => ({ turnStep: 'choose', chosen: {} }));
    case 'FinalAssaultDeclared':
      return patchSiege(state, p.battle, () => ({ state: 'finalAssault' }));
    case 'SiegeOptionChosen':
      return patchSiege(state, p.battle, (s) => ({
        chosen: { ...s.chosen, [p.side]: { option: p.option, ...(p.target ? { target: p.target } : {}) } },
      }));
    case 'SiegeOptionResolved':
      return patchSiege(state, p.battle, (s) => effects(s, p.effects));
    case 'SiegeTurnCompleted':
      return patchSiege(state, p.battle, (s) => ({
        completedSiegeTurns: s.completedSiegeTurns + 1,
        turnStep: 'time',
        chosen: {},
      }));
    case 'SiegeEquipmentBought':
      return patchSiege(state, p.battle, (s) => ({ equipment: { ...s.equipment, [p.side]: p.items } }));
    case 'SiegeLedgerRolled':
      return patchSiege(state, p.battle, () => ({ ledger: p.ledger }));
    case 'SiegeEnded':
      return patchBattle(
        patchSiege(state, p.battle, () => ({ state: 'ended' })),
        p.battle,
        () => ({ state: 'resolved' }),
      );
    default:
      return undefined;
  }
}

/** The effect record an option or the opening carries (SIEGE-5, SIEGE-8/9, SIEGE-11 stacking). */
export interface SiegeEffects {
  readonly flags?: Partial<Siege['flags']>;
  readonly attackerSP?: number;
  readonly defenderSP?: number;
  readonly timeModifier?: -1;
  readonly ledger?: LedgerEntry;
  readonly undermine?: boolean;
  readonly reinforcementUnits?: number;
  /** Repair Defenses: drop earlier damage entries (SIEGE-8). */
  readonly repair?: number;
}

function effects(s: Siege, e: SiegeEffects | undefined): Partial<Siege> {
  if (!e) return {};
  let ledger = s.ledger;
  if (e.repair) {
    let left = e.repair;
    ledger = ledger.filter(
      (entry) => !(DAMAGE.includes(entry.optionId) && entry.side === 'attacker' && left-- > 0),
    );
  }
  if (e.ledger) ledger = [...ledger, e.ledger];
  return {
    flags: { ...s.flags, ...e.flags },
    attackerSP: Math.max(0, s.attackerSP + (e.attackerSP ?? 0)),
    defenderSP: Math.max(0, s.defenderSP + (e.defenderSP ?? 0)),
    ...(e.timeModifier ? { timeModifier: e.timeModifier } : {}),
    ledger,
    undermineSuccesses: s.undermineSuccesses + (e.undermine ? 1 : 0),
    reinforcementUnits: s.reinforcementUnits + (e.reinforcementUnits ?? 0),
  };
}

/** Ledger entries that damage a tower, wall or gate (Repair Defenses removes them). */
export const DAMAGE: readonly string[] = ['bombardment', 'undermine'];

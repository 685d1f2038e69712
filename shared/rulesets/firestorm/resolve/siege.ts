import { ruleViolation, type RuleViolation } from '../../../kernel';
import type { SiegeEffects } from '../apply/applySiegeEvent';
import { ATTACKER_OPTIONS, DEFENDER_OPTIONS, type CommandOf } from '../model/commands';
import { equipmentCost, equipmentName, SIEGE_EQUIPMENT } from '../model/siegeEquipment';
import type { Battle, FsState, Side, Siege } from '../model/types';
import { factionById, openBattleAt, siegeOf } from '../state/selectors';
import { resolveOption } from './siegeOptions';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

function siegeAt(state: FsState, hex: string): { battle: Battle; siege: Siege } | undefined {
  const battle = openBattleAt(state, hex);
  const siege = battle && siegeOf(state, battle.id);
  return battle && siege && siege.state !== 'ended' ? { battle, siege } : undefined;
}

export function validateDeclareFinalAssault(
  state: FsState,
  c: CommandOf<'DeclareFinalAssault'>,
): RuleViolation[] {
  const found = siegeAt(state, c.battle);
  if (!found) return [ruleViolation('SIEGE-4', t('fsRules:siege.none', { hex: c.battle }))];
  const { siege } = found;
  const atStep2 = siege.state === 'siegeTurns' && siege.turnStep === 'choose' && !siege.chosen.attacker;
  if (siege.state !== 'opening' && !atStep2)
    return [ruleViolation('SIEGE-4', t('fsRules:siege.declareWhen'))];
  return [];
}

export function resolveDeclareFinalAssault(sink: FsSink, c: CommandOf<'DeclareFinalAssault'>): void {
  sink.emit('FinalAssaultDeclared', { battle: c.battle, forced: false }, ['SIEGE-4', 'AMD-5']);
}

/** SIEGE-7: equipment is bought for the Final Assault, before its game is played, from the side's own list. */
export function validateBuySiegeEquipment(
  state: FsState,
  c: CommandOf<'BuySiegeEquipment'>,
): RuleViolation[] {
  const found = siegeAt(state, c.battle);
  if (!found) return [ruleViolation('SIEGE-7', t('fsRules:siege.none', { hex: c.battle }))];
  const { battle, siege } = found;
  if (siege.state !== 'finalAssault' || battle.games.length > 0)
    return [ruleViolation('SIEGE-7', t('fsRules:siege.buyWhen'))];
  const wrong = c.items.find((p) => SIEGE_EQUIPMENT[p.item].side !== c.side);
  if (wrong)
    return [
      ruleViolation(
        c.side === 'attacker' ? 'SIEGE-7b' : 'SIEGE-7a',
        t(`fsRules:siege.mayNotBuy.${c.side}`, { item: equipmentName(wrong.item) }),
      ),
    ];
  if (new Set(c.items.map((p) => p.item)).size !== c.items.length)
    return [ruleViolation('SIEGE-7', t('fsRules:siege.once'))];
  const doubled = c.side === 'defender' && siege.flags.defenderEquipmentDoubleCost;
  const cost = equipmentCost(c.items, doubled);
  const sp = c.side === 'attacker' ? siege.attackerSP : siege.defenderSP;
  const who = factionById(state, battle[c.side].factionId)?.name ?? t(`fsEngine:sides.${c.side}`);
  if (cost > sp)
    return [
      ruleViolation(
        'SIEGE-7',
        doubled
          ? t('fsRules:siege.tooDearDoubled', { who, cost, sp })
          : t('fsRules:siege.tooDear', { who, cost, sp }),
      ),
    ];
  return [];
}

export function resolveBuySiegeEquipment(sink: FsSink, c: CommandOf<'BuySiegeEquipment'>): void {
  const siege = siegeAt(sink.state, c.battle)!.siege;
  const doubled = c.side === 'defender' && siege.flags.defenderEquipmentDoubleCost;
  sink.emit(
    'SiegeEquipmentBought',
    { battle: c.battle, side: c.side, items: c.items, cost: equipmentCost(c.items, doubled) },
    ['SIEGE-7', c.side === 'attacker' ? 'SIEGE-7b' : 'SIEGE-7a'],
  );
}

/** SIEGE-8/9/10: the options a side may choose now. */
export function availableOptions(state: FsState, siege: Siege, side: Side): string[] {
  const f = siege.flags;
  if (side === 'attacker')
    return ATTACKER_OPTIONS.filter(
      (o) => !(o === 'bombardment' && f.bombardmentDisabled) && !(o === 'testTheDefense' && f.gateDestroyed),
    );
  return DEFENDER_OPTIONS.filter(
    (o) =>
      !(o === 'sendForHelp' && f.sendForHelpSucceeded) &&
      !(o === 'bringReinforcements' && (!f.sendForHelpSucceeded || f.reinforcementsUsed)) &&
      !(o === 'counterBombardmentArtillery' && siege.level < 3),
  );
}

export function validateChooseSiegeOption(
  state: FsState,
  c: CommandOf<'ChooseSiegeOption'>,
): RuleViolation[] {
  const found = siegeAt(state, c.battle);
  if (!found) return [ruleViolation('SIEGE-4', t('fsRules:siege.none', { hex: c.battle }))];
  const { siege } = found;
  if (siege.state !== 'siegeTurns' || siege.turnStep !== 'choose')
    return [ruleViolation('SIEGE-4', t('fsRules:siege.notChoosing', { hex: c.battle }))];
  if (siege.chosen[c.side]) return [ruleViolation('SIEGE-4', t(`fsRules:siege.chosen.${c.side}`))];
  const rule = c.side === 'attacker' ? 'SIEGE-9' : 'SIEGE-8';
  if (!(c.side === 'attacker' ? ATTACKER_OPTIONS : DEFENDER_OPTIONS).includes(c.option as never))
    return [
      ruleViolation(
        rule,
        t(`fsRules:siege.notSidesOption.${c.side}`, { option: t(`fsEngine:siegeOptions.${c.option}`) }),
      ),
    ];
  if (!availableOptions(state, siege, c.side).includes(c.option))
    return [
      ruleViolation(
        'SIEGE-10',
        t('fsRules:siege.unavailable', { option: t(`fsEngine:siegeOptions.${c.option}`) }),
      ),
    ];
  if ((c.option === 'sallyOut') !== (c.target !== undefined))
    return [
      ruleViolation(
        'SIEGE-8',
        c.target ? t('fsRules:siege.onlySallyTarget') : t('fsRules:siege.sallyNeedsTarget'),
      ),
    ];
  return [];
}

/** SIEGE-4 steps 2–5: record the choice; once both are in, resolve attacker then defender, then the next turn. */
export function resolveChooseSiegeOption(sink: FsSink, c: CommandOf<'ChooseSiegeOption'>): void {
  sink.emit(
    'SiegeOptionChosen',
    { battle: c.battle, side: c.side, option: c.option, ...(c.target ? { target: c.target } : {}) },
    [c.side === 'attacker' ? 'SIEGE-9' : 'SIEGE-8', 'AMD-5', 'AMD-12'],
  );
  const { battle, siege } = siegeAt(sink.state, c.battle)!;
  if (!siege.chosen.attacker || !siege.chosen.defender) return;
  resolveOption(sink, battle, 'attacker', siege.chosen.attacker);
  resolveOption(sink, battle, 'defender', siege.chosen.defender);
  sink.emit('SiegeTurnCompleted', { battle: c.battle, turn: siege.completedSiegeTurns + 1 }, ['SIEGE-4']);
}

/** SIEGE-4 OPENING and SIEGE-5: the opening battleplan by its quick result. */
export function runOpening(sink: FsSink, battle: Battle): void {
  const attacker = battle.attacker.factionId;
  const roll = sink.roll('D6', 'siege.opening', ['SIEGE-4'], attacker);
  const scenario = roll <= 3 ? 'SSCN-1' : 'SSCN-2';
  // SSCN-1/2 quick result: the besieger's D6 4+ stops the messengers / destroys the patrol.
  const besiegerWins = sink.roll('D6', 'siege.quick', ['SIEGE-5', scenario], attacker) >= 4;
  let effects: SiegeEffects = {};
  if (!besiegerWins && scenario === 'SSCN-1')
    effects = { flags: { sendForHelpSucceeded: true }, timeModifier: -1 }; // BOT-16: always take the −1
  if (!besiegerWins && scenario === 'SSCN-2')
    effects = {
      ledger: {
        optionId: 'forlornHope',
        side: 'defender',
        effectText: `defender −5 siege force points (${5 * sink.state.settings['fs.siegeForcePointValue']} army points) in the Final Assault`,
        value: 5,
      },
    };
  sink.emit(
    'SiegeOpened',
    { battle: battle.hex, scenario, winner: besiegerWins ? 'attacker' : 'defender', effects },
    ['SIEGE-4', 'SIEGE-5', ...(effects.timeModifier ? ['BOT-16'] : [])],
  );
}

/** SIEGE-6: the time roll opens each siege turn; a total of 6 or more forces the Final Assault. */
export function runTimeRoll(sink: FsSink, battle: Battle, siege: Siege): void {
  sink.emit('SiegeTurnStarted', { battle: battle.hex, turn: siege.completedSiegeTurns + 1 }, [
    'SIEGE-4',
    'AMD-12',
  ]);
  const roll = sink.roll('D6', 'siege.time', ['SIEGE-6'], battle.attacker.factionId);
  if (roll + siege.completedSiegeTurns + siege.timeModifier >= 6)
    sink.emit('FinalAssaultDeclared', { battle: battle.hex, forced: true }, ['SIEGE-6', 'AMD-5']);
}

export const tagOf = (state: FsState, faction: string, tag: 'duardin' | 'ogor'): boolean =>
  factionById(state, faction)?.tags.includes(tag) ?? false;

import type { SiegeEffects } from '../apply/applySiegeEvent';
import type { Battle, LedgerEntry, Side, SiegeChoice } from '../model/types';
import { siegeOf } from '../state/selectors';
import { tagOf } from './siege';
import type { FsSink } from './sink';

const entry = (
  optionId: string,
  side: Side,
  effectText: string,
  extra: Partial<LedgerEntry> = {},
): LedgerEntry => ({
  optionId,
  side,
  effectText,
  ...extra,
});

/**
 * SIEGE-8/9 by quick result (SIEGE-13a: success roll, then its effect dice), with SIEGE-11 stacking and SIEGE-12
 * race tags. Emits `SiegeOptionResolved` carrying the effects it applies (AMD-12: effects apply on resolution).
 */
export function resolveOption(sink: FsSink, battle: Battle, side: Side, choice: SiegeChoice): void {
  const actor = side === 'attacker' ? battle.attacker.factionId : battle.defender.factionId;
  const other = side === 'attacker' ? battle.defender.factionId : battle.attacker.factionId;
  const siege = siegeOf(sink.state, battle.id)!;
  const d6 = (rule: string) => sink.roll('D6', 'siege.quick', [rule], actor);
  const effect = (die: 'D3' | 'D6', rule: string) =>
    sink.roll(die, 'siege.effect', [rule, 'SIEGE-13a'], actor);
  const rule = side === 'attacker' ? 'SIEGE-9' : 'SIEGE-8';
  // SIEGE-20: one siege force point is fs.siegeForcePointValue army points; entries show both figures.
  const sfp = (n: number) =>
    `${n} siege force points (${n * sink.state.settings['fs.siegeForcePointValue']} army points)`;
  let success = true;
  let value: number | undefined;
  let e: SiegeEffects = {};
  switch (choice.option) {
    case 'bombardment':
      e = {
        ledger: entry(
          'bombardment',
          side,
          'each wall section and tower (not the gate) suffers D3 mortal wounds',
          { dice: tagOf(sink.state, actor, 'duardin') ? 'D3+1' : 'D3' },
        ),
      };
      break;
    case 'undermine':
      success = d6(rule) >= 5;
      if (success)
        e = {
          undermine: true,
          ledger: entry('undermine', side, 'one whole wall (not the gate wall) suffers 2D6 mortal wounds', {
            dice: tagOf(sink.state, actor, 'duardin') ? '2D6r' : '2D6',
          }),
        };
      break;
    case 'starveOut': {
      success = d6(rule) >= 4;
      const dice = tagOf(sink.state, other, 'ogor')
        ? 'D6'
        : tagOf(sink.state, other, 'duardin')
          ? 'D3-1'
          : 'D3';
      if (success)
        e = {
          ledger: entry(
            'starveOut',
            side,
            `every besieged unit except heroes, war machines and monsters loses ${dice} models`,
            { dice },
          ),
        };
      break;
    }
    case 'testTheDefense':
      success = d6(rule) >= 5;
      if (success) e = { flags: { gateDestroyed: true } };
      break;
    case 'infiltrate':
      success = d6(rule) >= 4;
      if (success) e = { flags: { defenderEquipmentDoubleCost: true } };
      break;
    case 'constructSiegeEquipment':
      value = 1;
      e = side === 'attacker' ? { attackerSP: 1 } : { defenderSP: 1 };
      break;
    case 'sendForHelp':
      success = d6(rule) >= 4;
      if (success) e = { flags: { sendForHelpSucceeded: true, braveryBonus: true } };
      break;
    case 'counterBombardmentBowfire':
      e = {
        ledger: entry(
          'counterBombardmentBowfire',
          side,
          'one besieging unit (not a war machine) suffers 2D6 hits, wound 4+, rend −1',
          { dice: '2D6' },
        ),
      };
      break;
    case 'counterBombardmentArtillery': {
      const need = tagOf(sink.state, actor, 'duardin') ? 5 : 6;
      value = 0;
      for (let i = 0; i < 6; i++) if (effect('D6', rule) >= need) value++;
      e = {
        ledger: entry(
          'counterBombardmentArtillery',
          side,
          `the attacker loses ${sfp(value)} in the Final Assault`,
          { value },
        ),
      };
      break;
    }
    case 'sallyOut':
      success = d6(rule) >= 4;
      if (success && choice.target === 'warMachines') e = { flags: { bombardmentDisabled: true } };
      if (success && choice.target === 'siegeEquipment') {
        value = Math.min(effect('D3', 'SIEGE-7'), siege.attackerSP);
        e = { attackerSP: -value };
      }
      if (success && choice.target === 'ammunitionAndSupplies')
        e = { flags: { attackerWarMachinesDoubleCost: true } };
      break;
    case 'bringReinforcements': {
      const units = d6(rule) - 1; // AMD-12: the D6 is siege.quick
      value = 0;
      for (let i = 0; i < units; i++) value += effect('D3', rule); // AMD-6: effect dice
      success = units > 0;
      e = {
        flags: { reinforcementsUsed: true },
        reinforcementUnits: units,
        ...(units > 0
          ? {
              ledger: entry('bringReinforcements', side, `defender +${sfp(value)} in the Final Assault`, {
                value,
              }),
            }
          : {}),
      };
      break;
    }
    case 'repairDefenses': {
      let items = 1;
      if (tagOf(sink.state, actor, 'duardin') && d6(rule) >= 4) items = 2;
      value = items;
      e = { repair: items };
      break;
    }
  }
  sink.emit(
    'SiegeOptionResolved',
    {
      battle: battle.hex,
      side,
      option: choice.option,
      success,
      ...(value !== undefined ? { value } : {}),
      ...(choice.target ? { target: choice.target } : {}),
      effects: e,
    },
    [rule, 'SIEGE-10', 'SIEGE-11', 'SIEGE-12', 'SIEGE-13', 'AMD-6', 'AMD-12'],
  );
}

import type { Army, BattleId, Campaign } from '../model/campaign';
import { getArmy, getBattle, getHex, lordWithArmy } from '../state/selectors';
import { t } from '../../../i18n';
import { scenarioBriefingText } from '../scenario/scenarioBriefing';
import { coreScenarioNameLabel } from '../scenario/scenarioLabels';

/** One line of the core battle briefing (§4.13); [BRIEFING] items are shown, never enforced (GEN-2). */
export interface BriefingItem {
  readonly id: `BRIEF-${number}`;
  readonly text: string;
}

export interface BattleBriefing {
  readonly battleId: BattleId;
  /** BRIEF-1, BRIEF-4, LOC-7: the points limit of each side. */
  readonly points: { readonly attacker: number; readonly defender: number };
  /** BRIEF-7, LOC-7: each side's siege-equipment budget in a fortress battle. */
  readonly siegeEquipment?: number;
  /** BRIEF-5, BATTLE-5: the Pitched Battle objective bonus, 10% of the game size. */
  readonly objectiveBonus?: number;
  /** BRIEF-9, LOC-8: an attacker defeat here counts one level worse. */
  readonly bridgeWarning: boolean;
  readonly items: readonly BriefingItem[];
}

/** Location benefits for the defender (LOC-2, LOC-3, LOC-4, LOC-6, LOC-9), keyed by what the hex holds. */
const locationText = (what: 'village' | 'town' | 'city' | 'hills' | 'river'): string =>
  t(`coreEngine:briefing.location.${what}`);

/**
 * §4.13 BRIEF-1..9: the numbers and texts shown before a core battle. The engine computes the numbers
 * (STATUS-7: floor(points × 0.9) for a broken defender; LOC-7: floor(0.75 × attacker points), × 0.9 again if the
 * defender is broken, and floor(0.25 × attacker points) of siege equipment each). Decision: the game size for the
 * BATTLE-5 bonus is the attacker's points value.
 */
export function battleBriefing(state: Campaign, battleId: BattleId): BattleBriefing | undefined {
  const battle = getBattle(state, battleId);
  if (!battle) return undefined;
  const attacker = getArmy(state, battle.attacker.armyId)!;
  const defender = getArmy(state, battle.defender.armyId)!;
  const hex = getHex(state, battle.hex);
  const fortress = battle.kind === 'fortressSiege';
  const brokenFactor = defender.status === 'broken' ? 0.9 : 1;
  const points = {
    attacker: attacker.points,
    defender: Math.floor((fortress ? 0.75 * attacker.points : defender.points) * brokenFactor),
  };
  const items: BriefingItem[] = [
    {
      id: 'BRIEF-1',
      text: t('coreEngine:briefing.points', { attacker: points.attacker, defender: points.defender }),
    },
    {
      id: 'BRIEF-2',
      text: t('coreEngine:briefing.order'),
    },
  ];
  for (const [role, army] of [
    ['attacker', attacker],
    ['defender', defender],
  ] as const) {
    items.push(...statusItems(role, army));
  }
  const objectiveBonus =
    battle.scenario?.name === 'Pitched Battle' ? Math.floor(attacker.points / 10) : undefined;
  if (battle.scenario) {
    const scenario = coreScenarioNameLabel(battle.scenario.name);
    items.push({
      id: 'BRIEF-5',
      text:
        objectiveBonus !== undefined
          ? t('coreEngine:briefing.scenarioBonus', { scenario, bonus: objectiveBonus })
          : t('coreEngine:briefing.scenario', { scenario }),
    });
    // SCEN-1 step 5: a generated scenario brings its own briefing paragraphs.
    const generated = battle.scenario.generated;
    for (const text of generated ? scenarioBriefingText(generated) : []) items.push({ id: 'BRIEF-5', text });
  }
  const settlement = hex?.settlement?.type;
  if (settlement && settlement !== 'fortress') items.push({ id: 'BRIEF-6', text: locationText(settlement) });
  if (hex?.terrain === 'hills') items.push({ id: 'BRIEF-6', text: locationText('hills') });
  if (hex?.river && !hex.bridge) items.push({ id: 'BRIEF-6', text: locationText('river') });
  const siegeEquipment = fortress ? Math.floor(0.25 * attacker.points) : undefined;
  if (siegeEquipment !== undefined) {
    items.push({
      id: 'BRIEF-7',
      text: t('coreEngine:briefing.siege', { defender: points.defender, equipment: siegeEquipment }),
    });
  }
  items.push(...lordItems(state, attacker), ...lordItems(state, defender));
  const bridgeWarning = Boolean(hex?.bridge);
  if (bridgeWarning) items.push({ id: 'BRIEF-9', text: t('coreEngine:briefing.bridge') });
  return {
    battleId,
    points,
    ...(siegeEquipment !== undefined ? { siegeEquipment } : {}),
    ...(objectiveBonus !== undefined ? { objectiveBonus } : {}),
    bridgeWarning,
    items,
  };
}

/** BRIEF-3, BRIEF-4 (STATUS-7). */
function statusItems(role: 'attacker' | 'defender', army: Army): BriefingItem[] {
  if (army.status === 'shaken') {
    return [
      {
        id: 'BRIEF-3',
        text: t(`coreEngine:briefing.shaken.${role}`),
      },
    ];
  }
  if (army.status === 'broken' && role === 'defender') {
    return [
      {
        id: 'BRIEF-4',
        text: t('coreEngine:briefing.broken'),
      },
    ];
  }
  return [];
}

/** BRIEF-8, LORD-3: whether a Lord is with the army and its fixed loadout. */
function lordItems(state: Campaign, army: Army): BriefingItem[] {
  const lord = lordWithArmy(state, army.id);
  if (!lord) return [];
  // The GM's words: the player's name, never the player id (issue 15's "p-blue's Lord Lord Blue player").
  const who: string = state.players.find((p) => p.id === lord.playerId)?.name ?? lord.playerId;
  const vars = { lord: lord.name, loadout: lord.loadout, player: who, army: army.name };
  return [
    {
      id: 'BRIEF-8',
      text: lord.loadout
        ? t('coreEngine:briefing.lordWithLoadout', vars)
        : t('coreEngine:briefing.lord', vars),
    },
  ];
}

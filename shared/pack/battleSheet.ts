import { planOfBattle, tableText } from '../battlefield';
import type { BattlefieldChoices } from '../document/battlefieldChoices';
import { keyOf, parseHexKey, spiral, type HexKey } from '../hex';
import { visiblePieces } from '../rulesets/core';
import {
  battleBriefing,
  diceModifiers,
  diceOdds,
  getArmy,
  getHex,
  lordWithArmy,
  type Army,
  type Battle,
  type Campaign,
  type ResultOdds,
} from '../rulesets/core';
import { t } from '../i18n';
import { locationEffects } from './locationEffects';
import { packMapView } from './mapView';
import { levelWord, packNamer, whenText, type PackNamer } from './packNames';
import type { PackBlock, PackFact, PackPage } from './packTypes';
import { resultBox } from './resultBox';
import { scenarioBlocks } from './scenarioBlocks';

/** STATUS-7 in plain words, for the army that has the status. */
const statusWords = (status: Army['status']) => t(`pack:status.${status}`);

/** The exact dice odds, attacker-best first, as one table row each. */
export function oddsRows(odds: readonly ResultOdds[]): string[][] {
  return odds.map((o) => [
    o.winner === null ? t('pack:odds.draw') : t(`pack:odds.${o.winner}`, { level: levelWord(o.level) }),
    t('pack:odds.percent', { value: o.probability * 100 }),
    t('pack:odds.outcomes', { count: o.outcomes }),
  ]);
}

function sideFacts(campaign: Campaign, n: PackNamer, army: Army, points: number, role: string): PackFact[] {
  const lord = lordWithArmy(campaign, army.id);
  const owner = n.player(army.ownerId);
  return [
    { label: role, value: n.army(army.id) },
    { label: t('pack:side.player'), value: owner },
    {
      label: t('pack:side.points'),
      // Plain digits, as the army lists print them (and the English sheet always has).
      value:
        points === army.points ? `${points}` : t('pack:side.pointsOfArmy', { points, army: army.points }),
    },
    { label: t('pack:side.status'), value: statusWords(army.status) },
    {
      label: t('pack:side.lord'),
      value: lord
        ? lord.loadout
          ? t('pack:side.lordLoadout', { name: lord.name, loadout: lord.loadout })
          : t('pack:side.lordValue', { name: lord.name })
        : t('pack:side.noLord'),
    },
  ];
}

/** The dice modifiers in words (DICE-2). */
function modifierNote(campaign: Campaign, battle: Battle): string {
  const m = diceModifiers(campaign, battle);
  const signed = (v: number) => (v === 0 ? '±0' : v > 0 ? `+${v}` : `−${-v}`);
  return t('pack:odds.modifiers', { attacker: signed(m.attacker), defender: signed(m.defender) });
}

/** One battle sheet (issue 17): everything the two players need at the table, and a box for the result. */
export function battleSheetPage(
  campaign: Campaign,
  battle: Battle,
  battlefields?: BattlefieldChoices,
): PackPage {
  const n = packNamer(campaign);
  const attacker = getArmy(campaign, battle.attacker.armyId)!;
  const defender = getArmy(campaign, battle.defender.armyId)!;
  const briefing = battleBriefing(campaign, battle.id)!;
  const hex = getHex(campaign, battle.hex);
  const location = locationEffects(hex, battle.kind);
  const setUp = briefing.items
    .filter((item) => ['BRIEF-2', 'BRIEF-3', 'BRIEF-4', 'BRIEF-7', 'BRIEF-9'].includes(item.id))
    .map((item) => `${item.text} (${item.id})`);
  if (lordWithArmy(campaign, attacker.id) || lordWithArmy(campaign, defender.id))
    setUp.push(t('pack:sheet.lordFielded'));
  const oddsTitle = battle.method === 'dice' ? t('pack:odds.titleDice') : t('pack:odds.titleIf');
  const blocks: PackBlock[] = [
    {
      kind: 'columns',
      left: [
        {
          kind: 'facts',
          rows: [
            { label: t('pack:sheet.where'), value: n.hex(battle.hex) },
            {
              label: t('pack:sheet.battle'),
              value:
                battle.kind === 'fortressSiege' ? t('pack:sheet.fortressSiege') : t('pack:sheet.fieldBattle'),
            },
            { label: t('pack:sheet.method'), value: t(`pack:method.${battle.method}`) },
            { label: t('pack:sheet.cameFrom'), value: n.hex(battle.entryHex) },
          ],
        },
        { kind: 'heading', text: t('pack:sheet.location') },
        location.length > 0
          ? { kind: 'facts', rows: location }
          : { kind: 'paragraph', text: t('pack:sheet.openGround'), tone: 'note' },
        { kind: 'heading', text: t('pack:sheet.beforeDeployment') },
        { kind: 'list', items: setUp },
      ],
      right: [{ kind: 'map', map: battleInset(campaign, battle, n) }],
    },
    {
      kind: 'columns',
      left: [
        {
          kind: 'facts',
          rows: sideFacts(campaign, n, attacker, briefing.points.attacker, t('pack:side.attacker')),
        },
      ],
      right: [
        {
          kind: 'facts',
          rows: sideFacts(campaign, n, defender, briefing.points.defender, t('pack:side.defender')),
        },
      ],
    },
    ...scenarioBlocks(battle, briefing.objectiveBonus, n),
    {
      kind: 'columns',
      left: [
        { kind: 'heading', text: oddsTitle },
        {
          kind: 'table',
          columns: [
            t('pack:odds.columns.result'),
            t('pack:odds.columns.chance'),
            t('pack:odds.columns.rolls'),
          ],
          rows: oddsRows(diceOdds(campaign, battle.id)),
          widths: [3, 1.3, 1.3],
        },
        { kind: 'paragraph', text: modifierNote(campaign, battle), tone: 'note' },
      ],
      right: [resultBox(campaign, battle)],
    },
    ...tablePlanBlocks(campaign, battle, battlefields),
  ];
  return {
    kind: 'battle',
    title: t('pack:sheet.title', { hex: n.hex(battle.hex) }),
    subtitle: t('pack:sheet.subtitle', {
      when: whenText(campaign),
      attacker: attacker.name,
      defender: defender.name,
    }),
    blocks,
  };
}

function battleInset(campaign: Campaign, battle: Battle, n: PackNamer) {
  const area = spiral(parseHexKey(battle.hex), 1)
    .map(keyOf)
    .filter((key): key is HexKey => Boolean(campaign.map.hexes[key]));
  const inArea = new Set<string>(area);
  return packMapView(
    campaign,
    area,
    [battle.hex],
    visiblePieces(campaign).filter((army) => inArea.has(army.hex)),
    t('pack:sheet.inset', { hex: n.hex(battle.hex), from: n.hex(battle.entryHex) }),
  );
}

/** Issue 29: the battle's table plan as the GM left it on screen (seed, table, nudges), and its notes as text. */
function tablePlanBlocks(campaign: Campaign, battle: Battle, battlefields?: BattlefieldChoices): PackBlock[] {
  const plan = planOfBattle(campaign, battle.id, battlefields);
  if (!plan) return [];
  return [
    { kind: 'heading', text: t('pack:sheet.tablePlan', { table: tableText(plan.table), seed: plan.seed }) },
    {
      kind: 'battlefield',
      plan,
      caption: t('pack:sheet.tablePlanCaption', {
        deployment: plan.deployment,
        attacker: plan.site.sides.attacker.name,
        defender: plan.site.sides.defender.name,
      }),
    },
    { kind: 'list', items: plan.notes },
  ];
}

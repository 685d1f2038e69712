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
import { locationEffects } from './locationEffects';
import { packMapView } from './mapView';
import { LEVEL_WORDS, packNamer, whenText, type PackNamer } from './packNames';
import type { PackBlock, PackFact, PackPage } from './packTypes';
import { resultBox } from './resultBox';
import { scenarioBlocks } from './scenarioBlocks';

/** STATUS-7 in plain words, for the army that has the status. */
const STATUS_WORDS = {
  fresh: 'Fresh: no effects.',
  shaken:
    'Shaken (lost a minor battle last turn): −1 on the dice; its table effects are under Before deployment (STATUS-7, DICE-2).',
  broken:
    'Broken (lost a major battle, not yet rallied): −2 on the dice; its table effects are under Before deployment (STATUS-7, DICE-2).',
} as const satisfies Record<Army['status'], string>;

/** The exact dice odds, attacker-best first, as one table row each. */
export function oddsRows(odds: readonly ResultOdds[]): string[][] {
  return odds.map((o) => [
    o.winner === null
      ? 'Draw'
      : `${o.winner === 'attacker' ? 'Attacker' : 'Defender'} ${LEVEL_WORDS[o.level]}`,
    `${(o.probability * 100).toFixed(1)}%`,
    `${o.outcomes} of 36`,
  ]);
}

function sideFacts(campaign: Campaign, n: PackNamer, army: Army, points: number, role: string): PackFact[] {
  const lord = lordWithArmy(campaign, army.id);
  const owner = n.player(army.ownerId);
  return [
    { label: role, value: n.army(army.id) },
    { label: 'Player', value: owner },
    { label: 'Points', value: points === army.points ? `${points}` : `${points} (army ${army.points})` },
    { label: 'Status', value: STATUS_WORDS[army.status] },
    {
      label: 'Lord',
      value: lord
        ? `${lord.name}${lord.loadout ? ` — ${lord.loadout}` : ''} (BRIEF-8).`
        : 'No Lord with this army.',
    },
  ];
}

/** The dice modifiers in words (DICE-2). */
function modifierNote(campaign: Campaign, battle: Battle): string {
  const m = diceModifiers(campaign, battle);
  const signed = (v: number) => (v === 0 ? '±0' : v > 0 ? `+${v}` : `−${-v}`);
  return `Each side rolls one D6, attacker first: attacker ${signed(m.attacker)}, defender ${signed(m.defender)} (DICE-2); a difference of 0–1 is a draw, 2 minor, 3 major, 4 or more a massacre (DICE-3).`;
}

const METHOD_WORDS = {
  tabletop: 'Played on the tabletop; enter the result afterwards (BATTLE-6).',
  dice: 'Resolved by dice (DICE-1..3).',
  assault: 'Resolved by the stronghold assault simulator (LOC-7, §8).',
} as const;

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
    setUp.push(
      'A Lord fielded with its army is paid for from its points and takes a character slot (BRIEF-8).',
    );
  const oddsTitle =
    battle.method === 'dice'
      ? 'Dice odds (this battle is resolved by dice)'
      : 'Dice odds, if resolved by dice';
  const blocks: PackBlock[] = [
    {
      kind: 'columns',
      left: [
        {
          kind: 'facts',
          rows: [
            { label: 'Where', value: n.hex(battle.hex) },
            {
              label: 'Battle',
              value: battle.kind === 'fortressSiege' ? 'Fortress siege (LOC-7)' : 'Field battle',
            },
            { label: 'Method', value: METHOD_WORDS[battle.method] },
            { label: 'Came from', value: n.hex(battle.entryHex) },
          ],
        },
        { kind: 'heading', text: 'Location (for the defender, LOC-1)' },
        location.length > 0
          ? { kind: 'facts', rows: location }
          : { kind: 'paragraph', text: 'Open ground: no special location.', tone: 'note' },
        { kind: 'heading', text: 'Before deployment' },
        { kind: 'list', items: setUp },
      ],
      right: [{ kind: 'map', map: battleInset(campaign, battle, n) }],
    },
    {
      kind: 'columns',
      left: [{ kind: 'facts', rows: sideFacts(campaign, n, attacker, briefing.points.attacker, 'Attacker') }],
      right: [
        { kind: 'facts', rows: sideFacts(campaign, n, defender, briefing.points.defender, 'Defender') },
      ],
    },
    ...scenarioBlocks(battle, briefing.objectiveBonus, n),
    {
      kind: 'columns',
      left: [
        { kind: 'heading', text: oddsTitle },
        {
          kind: 'table',
          columns: ['Result', 'Chance', 'Rolls'],
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
    title: `Battle at ${n.hex(battle.hex)}`,
    subtitle: `${whenText(campaign)} · ${attacker.name} attacks ${defender.name}`,
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
    `${n.hex(battle.hex)} (ringed) and its neighbours; the attacker came from ${n.hex(battle.entryHex)}.`,
  );
}

/** Issue 29: the battle's table plan as the GM left it on screen (seed, table, nudges), and its notes as text. */
function tablePlanBlocks(campaign: Campaign, battle: Battle, battlefields?: BattlefieldChoices): PackBlock[] {
  const plan = planOfBattle(campaign, battle.id, battlefields);
  if (!plan) return [];
  return [
    { kind: 'heading', text: `Table plan (${tableText(plan.table)}, seed ${plan.seed})` },
    {
      kind: 'battlefield',
      plan,
      caption: `${plan.deployment}: one grid square is 1″; the attacker’s zone in ${plan.site.sides.attacker.name}’s colour, the defender’s in ${plan.site.sides.defender.name}’s.`,
    },
    { kind: 'list', items: plan.notes },
  ];
}

import { hexPhrase, isHexKey, OPPOSITE_EDGE, type HexKey } from '../../../hex';
import { isPassable } from '../../../map';
import { CORE_SETTING_CHOICES, coreSettingWord, type CoreSettings } from '../model/settings';
import { violation, type RuleViolation } from '../model/violation';
import { armySiteViolations, fortressSiteViolations } from '../queries/setupOptions';
import type { CoreSetupInput } from './setupInput';
import { t } from '../../../i18n';

const COLOR = /^#[0-9a-fA-F]{6}$/;

const edgeWord = (edge: string): string => t(`map:edge.${edge as 'North'}`);

/** SETUP-2: two sides, opposite home edges, at least one player each, unique ids, #rrggbb colours. */
export function sideViolations(input: CoreSetupInput): RuleViolation[] {
  const problems: RuleViolation[] = [];
  if (input.sides.length !== 2)
    return [violation('SETUP-2', t('coreRules:setup.twoSides', { count: input.sides.length }))];
  const [a, b] = input.sides as [CoreSetupInput['sides'][0], CoreSetupInput['sides'][0]];
  if (OPPOSITE_EDGE[a.homeEdge] !== b.homeEdge) {
    problems.push(
      violation(
        'SETUP-2',
        t('coreRules:setup.edgesNotOpposite', { a: edgeWord(a.homeEdge), b: edgeWord(b.homeEdge) }),
      ),
    );
  }
  const ids = new Set<string>();
  for (const side of input.sides) {
    if (side.players.length === 0)
      problems.push(violation('SETUP-2', t('coreRules:setup.noPlayers', { side: side.name })));
    if (!COLOR.test(side.color))
      problems.push(violation('SETUP-2', t('coreRules:setup.sideColour', { side: side.name })));
    for (const id of [side.id, ...side.players.map((p) => p.id)]) {
      if (ids.has(id)) problems.push(violation('SETUP-2', t('coreRules:setup.idTwice', { id })));
      ids.add(id);
    }
    for (const player of side.players) {
      if (!COLOR.test(player.color))
        problems.push(violation('SETUP-2', t('coreRules:setup.playerColour', { player: player.name })));
    }
    if (input.map.edges[side.homeEdge].length === 0) {
      problems.push(
        violation(
          'SETUP-1',
          t('coreRules:setup.noEdgeHexes', { edge: edgeWord(side.homeEdge), side: side.name }),
        ),
      );
    }
  }
  return problems;
}

/** SETUP-3: one fortress per player on a legal hex (queries/setupOptions), each on a hex of its own. */
export function fortressViolations(input: CoreSetupInput): RuleViolation[] {
  const problems: RuleViolation[] = [];
  const used = new Set<string>();
  for (const side of input.sides) {
    for (const player of side.players) {
      const hex = input.fortresses[player.id];
      if (hex === undefined || !isHexKey(hex)) {
        problems.push(violation('SETUP-3', t('coreRules:setup.noFortress', { player: player.name })));
        continue;
      }
      problems.push(...fortressSiteViolations(input.map, hex, side.homeEdge, player.name));
      if (used.has(hex))
        problems.push(violation('SETUP-3', t('coreRules:setup.fortressesShare', { hex: hexPhrase(hex) })));
      used.add(hex);
    }
  }
  return problems;
}

/** SETUP-4: the right number of armies per player, each on a legal hex (queries/setupOptions), no two on one hex. */
export function armyViolations(input: CoreSetupInput, count: number): RuleViolation[] {
  const problems: RuleViolation[] = [];
  const all = new Set<string>();
  for (const side of input.sides) {
    const sideHexes = new Set<string>();
    for (const player of side.players) {
      const hexes = input.armies?.[player.id];
      const fortress = input.fortresses[player.id];
      if (!hexes || !fortress || !isHexKey(fortress)) continue;
      if (hexes.length !== count) {
        problems.push(
          violation(
            'SETUP-4',
            t('coreRules:setup.armyCount', { player: player.name, count: hexes.length, each: count }),
          ),
        );
      }
      for (const hex of hexes as HexKey[]) {
        problems.push(...armySiteViolations(input.map, hex, fortress, player.name));
        if (sideHexes.has(hex))
          problems.push(
            violation('SETUP-4', t('coreRules:setup.armiesShare', { side: side.name, hex: hexPhrase(hex) })),
          );
        else if (all.has(hex))
          problems.push(violation('SETUP-4', t('coreRules:setup.bothSidesShare', { hex: hexPhrase(hex) })));
        sideHexes.add(hex);
        all.add(hex);
      }
    }
  }
  return problems;
}

/** SETUP-1, HEX-7: a usable map: hexes keyed by their own "q,r", bridges only on rivers, settlements on land. */
export function mapViolations(input: CoreSetupInput): RuleViolation[] {
  const problems: RuleViolation[] = [];
  const entries = Object.entries(input.map.hexes);
  if (entries.length === 0) return [violation('SETUP-1', t('coreRules:setup.noHexes'))];
  for (const [key, hex] of entries) {
    if (!isHexKey(key) || key !== `${hex.q},${hex.r}`) {
      problems.push(violation('SETUP-1', t('coreRules:setup.wrongKey', { key })));
    }
    if (hex.bridge && !hex.river)
      problems.push(violation('SETUP-1', t('coreRules:setup.bridgeNoRiver', { hex: hexPhrase(key) })));
    if (hex.settlement && !isPassable(hex.terrain)) {
      problems.push(
        violation(
          'SETUP-1',
          t('coreRules:setup.settlementImpassable', {
            settlement: t(`map:settlement.${hex.settlement.type}`),
            hex: hexPhrase(key),
            terrain: t(`map:terrain.${hex.terrain}`),
          }),
        ),
      );
    }
  }
  return problems;
}

/** DATA-12: enumerated core settings hold one of their allowed values. */
export function settingViolations(core: CoreSettings): RuleViolation[] {
  const problems: RuleViolation[] = [];
  for (const [key, choices] of Object.entries(CORE_SETTING_CHOICES)) {
    const value = core[key as keyof typeof CORE_SETTING_CHOICES];
    if (!(choices as readonly string[]).includes(value)) {
      problems.push(
        violation(
          'DATA-12',
          t('coreRules:setup.settingChoice', {
            setting: coreSettingWord(key as keyof CoreSettings),
            value: String(value),
            choices: choices.join(' | '),
          }),
        ),
      );
    }
  }
  for (const key of ['armiesPerPlayer', 'armyPoints'] as const) {
    if (!Number.isInteger(core[key]) || core[key] < 1) {
      problems.push(
        violation('DATA-12', t('coreRules:setup.settingWhole', { setting: coreSettingWord(key) })),
      );
    }
  }
  return problems;
}

import {
  firestormRuleset,
  ITEMS,
  ITEM_TYPES,
  factionById,
  ownedHexes,
  type FsState,
  type ItemType,
} from '@shared/rulesets/firestorm';
import type { FsNames } from './fsWords';
import { t } from '@shared/i18n';

export interface BuildOption {
  readonly item: ItemType;
  readonly cost: number;
  /** Territories where it can be built now. */
  readonly where: readonly string[];
  /** Why it cannot be built anywhere, in the GM's words with the rule ID (when `where` is empty). */
  readonly whyNot?: string;
}

/** The items a faction may build (FS-ITEM-1): everything with a cost (no Lord's Tower, FS-BUILD-3; no Scepter, FS-BUILD-7). */
const BUILDABLE = ITEM_TYPES.filter((type) => ITEMS[type].cost !== undefined);

/**
 * A faction's build menu (FS-BUILD-1..5, FS-ITEM-1): per item its cost and the territories where the engine accepts
 * it now; when there is none, why not, from the rule the engine names (reworded: engine messages carry ids).
 */
export function buildOptions(state: FsState, factionId: string, names: FsNames): BuildOption[] {
  const faction = factionById(state, factionId);
  if (!faction) return [];
  const hexes = ownedHexes(state, factionId);
  return BUILDABLE.map((item) => {
    const cost = ITEMS[item].cost!;
    const rules = new Map<string, number>();
    const where: string[] = [];
    for (const hex of hexes) {
      const violations = firestormRuleset.validate(state, { type: 'Build', faction: factionId, hex, item });
      if (violations.length === 0) where.push(hex);
      else rules.set(violations[0]!.ruleId, (rules.get(violations[0]!.ruleId) ?? 0) + 1);
    }
    if (where.length > 0) return { item, cost, where };
    const rule = [...rules.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'FS-BUILD-1';
    return { item, cost, where, whyNot: reason(rule, item, cost, faction.buildPoints, names) };
  });
}

function reason(rule: string, item: ItemType, cost: number, bp: number, names: FsNames): string {
  const replaces = ITEMS[item].replaces;
  switch (rule) {
    case 'FS-ITEM-1':
      return t('fsTurn:build.whyNot.cost', { cost, bp, rule });
    case 'FS-BUILD-4':
      return t('fsTurn:build.whyNot.replaces', { item: names.item(replaces ?? ''), rule });
    case 'FS-BUILD-2':
    case 'FS-BUILD-5':
      return t('fsTurn:build.whyNot.group', { rule });
    case 'FS-BUILD-3':
      return t('fsTurn:build.whyNot.tower', { rule });
    case 'FS-BUILD-8':
      return t('fsTurn:build.whyNot.notYourTurn', { rule });
    case 'FS-BP-4':
      return t('fsTurn:build.whyNot.buildStep', { rule });
    default:
      return t('fsTurn:build.whyNot.notNow', { rule });
  }
}

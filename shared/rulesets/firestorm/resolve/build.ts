import { hasItemWith } from '../state/selectors';
import { recentCache } from '../state/recentCache';
import { territoryAt } from '../state/selectors';
import type { RuleViolation } from '../../../kernel';
import { refusal } from './refusal';
import type { CommandOf } from '../model/commands';
import { ITEMS } from '../model/items';
import type { FsState } from '../model/types';
import { factionById, hasItem } from '../state/selectors';
import { enter } from './flow';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

const SHRINE_GLORY = { shrine: 1, temple: 2 } as const;

function activeFaction(state: FsState, id: string): RuleViolation[] {
  if (!factionById(state, id))
    return [refusal('FS-SETUP-1', () => t('fsRules:common.noFaction', { faction: id }))];
  if (state.turn.active !== id)
    return [
      refusal('FS-BUILD-8', () => t('fsRules:build.notBuilding', { faction: id, active: state.turn.active })),
    ];
  return [];
}

/** FS-BUILD-1..5, FS-ITEM-1 costs. */
export function validateBuild(state: FsState, c: CommandOf<'Build'>): RuleViolation[] {
  const who = activeFaction(state, c.faction);
  if (who.length > 0) return who;
  const faction = factionById(state, c.faction)!;
  const spec = ITEMS[c.item];
  if (c.item === 'lordsTower') return [refusal('FS-BUILD-3', () => t('fsRules:build.lordsTower'))];
  if (c.item === 'scepterOfFlame') return [refusal('FS-BUILD-7', () => t('fsRules:build.scepterForged'))];
  const here = territoryAt(state, c.hex);
  if (!here || here.owner !== faction.id)
    return [refusal('FS-BUILD-1', () => t('fsRules:build.notOwned', { faction: faction.name, hex: c.hex }))];
  if (hasItemWith(here, 'blocksBuilding'))
    return [refusal('FS-BUILD-3', () => t('fsRules:build.blocked', { hex: c.hex }))];
  const replaced = spec.replaces;
  if (replaced && !hasItem(here, replaced))
    return [
      refusal('FS-BUILD-4', () =>
        t('fsRules:build.replaces', {
          item: t(`fsEngine:items.${c.item}`),
          replaced: t(`fsEngine:items.${replaced}`),
          hex: c.hex,
        }),
      ),
    ];
  const clash = here.items.find((i) => ITEMS[i.type].chain === spec.chain && i.type !== spec.replaces);
  if (clash) {
    const rule = spec.chain === 'asterisk' ? 'FS-BUILD-2' : 'FS-BUILD-5';
    return [
      refusal(rule, () =>
        t('fsRules:build.clash', {
          hex: c.hex,
          held: t(`fsEngine:items.${clash.type}`),
          item: t(`fsEngine:items.${c.item}`),
        }),
      ),
    ];
  }
  // AMD-15: FS-ITEM-1 defines the cost, FS-BUILD-8 states the condition (the Builds its BP can pay for).
  if (faction.buildPoints < spec.cost!)
    return [
      refusal(
        'FS-ITEM-1',
        () =>
          t('fsRules:build.cost', {
            item: t(`fsEngine:items.${c.item}`),
            cost: spec.cost,
            faction: faction.name,
            bp: faction.buildPoints,
          }),
        ['FS-BUILD-8'],
      ),
    ];
  return [];
}

/** FS-BUILD-4 replacement, FS-GLORY-1 one-time grants for a first Shrine / Temple. */
export function resolveBuild(sink: FsSink, c: CommandOf<'Build'>): void {
  const spec = ITEMS[c.item];
  sink.emit('BuildPointsSpent', { faction: c.faction, amount: spec.cost, source: c.item }, [
    'FS-BUILD-4',
    'FS-BP-4',
  ]);
  if (spec.replaces)
    sink.emit('DomainItemRemoved', { hex: c.hex, item: spec.replaces, cause: 'replaced' }, ['FS-BUILD-4']);
  sink.emit(
    'DomainItemBuilt',
    {
      faction: c.faction,
      hex: c.hex,
      item: c.item,
      cost: spec.cost,
      ...(spec.replaces ? { replaced: spec.replaces } : {}),
    },
    ['FS-BUILD-1', 'FS-BUILD-4'],
  );
  if (c.item === 'shrine' || c.item === 'temple') {
    const faction = factionById(sink.state, c.faction)!;
    if (!faction.oneTimeGrants[c.item])
      sink.emit(
        'GloryAwarded',
        { faction: c.faction, amount: SHRINE_GLORY[c.item], source: c.item, grant: c.item },
        ['FS-GLORY-1', 'FS-ITEM-2'],
      );
  }
}

export function validateForgeScepter(state: FsState, c: CommandOf<'ForgeScepter'>): RuleViolation[] {
  const who = activeFaction(state, c.faction);
  if (who.length > 0) return who;
  const faction = factionById(state, c.faction)!;
  if (faction.oneTimeGrants.scepter)
    return [refusal('FS-BUILD-7', () => t('fsRules:build.scepterDone', { faction: faction.name }))];
  if (!ownsEveryIngredient(state, faction.id))
    return [refusal('FS-BUILD-7', () => t('fsRules:build.scepterIngredients', { faction: faction.name }))];
  // AMD-15: the cost is FS-BUILD-7's and the catalogue's (FS-ITEM-1); paying for it, FS-BUILD-8's condition.
  if (faction.buildPoints < 1)
    return [
      refusal('FS-BUILD-7', () => t('fsRules:build.scepterCost', { cost: 1 }), ['FS-ITEM-1', 'FS-BUILD-8']),
    ];
  return [];
}

/**
 * FS-BUILD-7: there is at least one Scepter ingredient territory and the faction owns each. Auto-play asks this
 * before every Build command (issue 11 profile), so the ingredient hexes are found once per territories record.
 */
function ownsEveryIngredient(state: FsState, faction: string): boolean {
  const hexes = scepterIngredientHexes(state.territories);
  for (const hex of hexes) if (state.territories[hex]!.owner !== faction) return false;
  return hexes.length > 0;
}

// Special territories are tagged at set-up (FS-MAP-3) and a stored territory is never removed, so the ingredient
// hexes of a territories record stay right while auto-play changes that record in place (ownedParts).
const ingredientHexes = recentCache<object, string[]>();

function scepterIngredientHexes(territories: FsState['territories']): string[] {
  let hexes = ingredientHexes.get(territories);
  if (!hexes) {
    hexes = [];
    for (const hex in territories) if (territories[hex]!.special?.scepterIngredient) hexes.push(hex);
    ingredientHexes.set(territories, hexes);
  }
  return hexes;
}

export function resolveForgeScepter(sink: FsSink, c: CommandOf<'ForgeScepter'>): void {
  sink.emit('BuildPointsSpent', { faction: c.faction, amount: 1, source: 'scepterOfFlame' }, ['FS-BUILD-7']);
  sink.emit('GloryAwarded', { faction: c.faction, amount: 5, source: 'scepterOfFlame', grant: 'scepter' }, [
    'FS-BUILD-7',
    'FS-GLORY-1',
  ]);
}

/** FS-BUILD-8: the next faction in initiative order builds; after the last, SCORING. */
export function resolveEndBuild(sink: FsSink): void {
  const order = sink.state.turn.initiativeOrder ?? sink.state.factions.map((f) => f.id);
  const next = order[order.indexOf(sink.state.turn.active!) + 1];
  if (next) sink.emit('FactionActivated', { faction: next }, ['FS-BUILD-8']);
  else enter(sink, 'SCORING');
}

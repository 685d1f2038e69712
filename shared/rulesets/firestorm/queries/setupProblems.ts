import { hexName, type HexKey } from '../../../hex';
import { isPassable, type CampaignMap } from '../../../map';
import { t } from '../../../i18n';

/** What the set-up form holds before it asks createFirestormCampaign (names, players, colours, points, seed). */
export interface SetupFormDraft {
  readonly factions: readonly {
    readonly name: string;
    readonly color: string;
    readonly players: readonly string[];
  }[];
  readonly bannerPoints: number;
  /** The typed dice seed, or undefined when the field is empty (a fresh one is drawn, GEN-5). */
  readonly seed: number | undefined;
}

/**
 * The set-up's form problems, each naming the faction and the rule (FS-SETUP-1, FS-SETUP-4, GEN-5): what the set-up
 * panel shows before Start, beside the refusals createFirestormCampaign gives when Start is pressed.
 */
export function setupFormProblems(draft: SetupFormDraft): string[] {
  const out: string[] = [];
  const names = draft.factions.map((f) => f.name.trim().toLowerCase());
  draft.factions.forEach((f, i) => {
    const label = f.name.trim() || t('fsEngine:setup.factionN', { number: i + 1 });
    if (!f.name.trim()) out.push(t('fsEngine:setup.needsName', { number: i + 1 }));
    else if (names.indexOf(names[i]!) !== i) out.push(t('fsEngine:setup.sameName', { name: label }));
    if (f.players.every((p) => !p.trim())) out.push(t('fsEngine:setup.needsPlayer', { name: label }));
  });
  const colors = draft.factions.map((f) => f.color);
  if (new Set(colors).size !== colors.length) out.push(t('fsEngine:setup.sameColour'));
  if (!(draft.bannerPoints > 0)) out.push(t('fsEngine:setup.bannerPoints'));
  const seed = draft.seed;
  if (seed !== undefined && !(Number.isInteger(seed) && seed >= 0 && seed <= 0x7fffffff))
    out.push(t('fsEngine:setup.seed', { max: 0x7fffffff }));
  return out;
}

/**
 * Why a Lord's Tower (FS-SETUP-3) or a special territory (FS-MAP-3) cannot be placed on `hex` in the set-up, or
 * undefined when it can: only a territory takes one (FS-MAP-1).
 */
export function setupPlacementProblem(
  map: CampaignMap,
  hex: HexKey,
  what: 'tower' | 'special',
): string | undefined {
  const mapHex = map.hexes[hex];
  if (mapHex && isPassable(mapHex.terrain)) return undefined;
  const rule = what === 'tower' ? 'FS-SETUP-3' : 'FS-MAP-3';
  return t('fsEngine:setup.impassable', { rule, hex: hexName(hex) });
}

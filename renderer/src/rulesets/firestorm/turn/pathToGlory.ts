import {
  ARMY_COMMANDER,
  bannerById,
  pathToGloryCap,
  upgradesAllowed,
  type CommandOf,
  type FsState,
  type Side,
} from '@shared/rulesets/firestorm';
import { t } from '@shared/i18n';
import { translatedRecord } from '../translatedRecord';

/** One player's Path to Glory after one game of this turn (FS-PTG-1..6): who, for which army, and how much. */
export interface PtgSlot {
  /** The battle's hex (FS-MOVE-1(b): one battle per territory) and the game, from 1. */
  readonly battle: string;
  readonly game: number;
  readonly player: string;
  readonly side: Side;
  readonly bannerId: string;
  readonly factionId: string;
  /** FS-PTG-1/2: 0 without a Barracks or War Lodge, else 1 or 2. */
  readonly cap: 0 | 1 | 2;
  /** FS-PTG-2: min(1 + won, cap). */
  readonly allowed: number;
  readonly won: boolean;
  readonly recorded: boolean;
  /** The banner's upgraded units (FS-PTG-4: only they roll when destroyed). */
  readonly veterans: readonly string[];
}

/**
 * The Path to Glory records open this turn: per battle of this turn, per game, per player who fought with a banner
 * (a garrison has no persistent army, FS-PTG-3). A Final Assault is the siege's only game (SIEGE-18).
 */
export function ptgSlots(state: FsState): PtgSlot[] {
  const out: PtgSlot[] = [];
  for (const battle of state.battles) {
    if (battle.turn !== state.turn.number) continue;
    battle.games.forEach((game, i) => {
      for (const side of ['attacker', 'defender'] as const) {
        const bannerId = side === 'attacker' ? battle.attacker.bannerId : battle.defender.bannerId;
        const banner = bannerId ? bannerById(state, bannerId) : undefined;
        if (!banner) continue;
        const won = (side === 'attacker' ? game.result : mirror(game.result)).endsWith('Victory');
        for (const player of side === 'attacker' ? game.attackerPlayers : game.defenderPlayers)
          out.push({
            battle: battle.hex,
            game: i + 1,
            player,
            side,
            bannerId: banner.id,
            factionId: banner.factionId,
            cap: pathToGloryCap(state, banner.factionId),
            allowed: upgradesAllowed(state, banner.factionId, game, side),
            won,
            recorded: game.ptgPlayers?.includes(player) ?? false,
            veterans: (banner.veterans ?? []).map((v) => v.unit),
          });
      }
    });
  }
  return out;
}

function mirror(result: string): string {
  if (result.endsWith('Victory')) return result.replace('Victory', 'Defeat');
  if (result.endsWith('Defeat')) return result.replace('Defeat', 'Victory');
  return result;
}

/** FS-PTG-2 in the GM's words: how many upgrades this player may take and why. */
export function allowanceText(slot: PtgSlot): string {
  if (slot.cap === 0) return t('fsTurn:ptg.allowance.none', { rule: 'FS-PTG-1' });
  const values = { allowed: slot.allowed, cap: slot.cap, rule: 'FS-PTG-2' };
  if (slot.cap === 2)
    return slot.won ? t('fsTurn:ptg.allowance.lodgeWon', values) : t('fsTurn:ptg.allowance.lodge', values);
  return slot.won
    ? t('fsTurn:ptg.allowance.barracksWon', values)
    : t('fsTurn:ptg.allowance.barracks', values);
}

/** What the form holds for one record: free text as the players say it. */
export interface PtgEntry {
  readonly upgrades: readonly { readonly unit: string; readonly upgrade: string }[];
  readonly destroyed: readonly string[];
  readonly commanderSlain: boolean;
  /** Named characters slain, comma separated (FS-PTG-6). */
  readonly slainCharacters: string;
}

export const EMPTY_PTG_ENTRY: PtgEntry = {
  upgrades: [
    { unit: '', upgrade: '' },
    { unit: '', upgrade: '' },
  ],
  destroyed: [],
  commanderSlain: false,
  slainCharacters: '',
};

/** The command a filled form gives (blank upgrade rows and names are left out). */
export function ptgCommand(slot: PtgSlot, entry: PtgEntry): CommandOf<'RecordPathToGlory'> {
  const upgrades = entry.upgrades
    .map((u) => ({ unit: unitId(u.unit), upgrade: u.upgrade.trim() }))
    .filter((u) => u.unit && u.upgrade);
  const slain = entry.slainCharacters
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  return {
    type: 'RecordPathToGlory',
    battle: slot.battle,
    game: slot.game,
    player: slot.player,
    ...(upgrades.length > 0 ? { upgrades } : {}),
    ...(entry.destroyed.length > 0 ? { destroyed: [...entry.destroyed] } : {}),
    ...(entry.commanderSlain ? { commanderSlain: true } : {}),
    ...(slain.length > 0 ? { slainCharacters: slain } : {}),
  };
}

/**
 * FS-PTG-3 Decision (ARMY_COMMANDER): "army commander" as typed (or the word in the GM's language) names the
 * banner's commander.
 */
function unitId(typed: string): string {
  const name = typed.trim();
  const commander =
    /^(the )?(army )?commander$/i.test(name) ||
    name.toLowerCase() === t('fsTurn:ptg.commanderTyped').toLowerCase();
  return commander ? ARMY_COMMANDER : name;
}

/** One death roll of this turn as the panel shows it (FS-PTG-4..6). */
export interface DeathRollLine {
  readonly player: string;
  readonly battle: string;
  readonly game: number;
  readonly unit: string;
  readonly kind: 'unit' | 'commander' | 'namedCharacter';
  readonly roll: number;
  readonly outcome: string;
}

/** The death rolls of this turn, each with the record it followed (PathToGloryRecorded comes first). */
export function deathRolls(state: FsState): DeathRollLine[] {
  const out: DeathRollLine[] = [];
  let from: { player: string; battle: string; game: number } | null = null;
  for (const e of state.log) {
    if (e.turn !== state.turn.number) continue;
    const p = e.payload;
    if (e.type === 'PathToGloryRecorded')
      from = { player: String(p.player), battle: String(p.battle), game: Number(p.game) };
    else if (e.type === 'CharacterDeathRolled' && from)
      out.push({
        ...from,
        unit: String(p.unit),
        kind: p.kind as DeathRollLine['kind'],
        roll: Number(p.roll),
        outcome: String(p.outcome),
      });
    else if (e.type !== 'DiceRolled') from = null;
  }
  return out;
}

/** FS-PTG-4..6: what a death roll's result means, in the GM's language. */
export const OUTCOME_WORDS: Readonly<Record<string, string>> = translatedRecord(
  ['upgradeLost', 'upgradeKept', 'dead', 'removed', 'survived'] as const,
  (outcome) => t(`fsTurn:ptg.outcomes.${outcome}`),
);

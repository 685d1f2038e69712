import { ruleViolation, type RuleViolation } from '../../../kernel';
import { ARMY_COMMANDER, type CommandOf } from '../model/commands';
import type { Banner, Battle, FsGame, FsState, Side } from '../model/types';
import { bannerById, ownsWith } from '../state/selectors';
import type { FsSink } from './sink';
import { t } from '../../../i18n';

/**
 * FS-PTG-1..6: after a game, one player's record for the army they played (the banner of their side). Upgrades
 * come first (FS-PTG-2: only survivors qualify, so they do not depend on the death rolls), then the death rolls in
 * the order FS-PTG-4, -5, -6 state them, each `DiceRolled` (`fs.ptg`, actor the player) before its outcome.
 *
 * Decision: the record may be entered from the game's BATTLES step up to the end of the turn's UPKEEP (FS_PHASES;
 * the battle of this turn at that hex, applied or not); each player records once per game. A garrison fighting alone has no
 * persistent army (FS-PTG-3), so its players have nothing to record.
 */
/** The battle of this turn at `hex`, the latest if several (FS-MOVE-1(b): one at a time). */
export function battleThisTurnAt(state: FsState, hex: string): Battle | undefined {
  for (let i = state.battles.length - 1; i >= 0; i -= 1) {
    const b = state.battles[i]!;
    if (b.turn !== state.turn.number) return undefined;
    if (b.hex === hex) return b;
  }
  return undefined;
}

/** FS-PTG-2: the cap a faction's domain allows: 2 with a War Lodge, 1 with a Barracks, 0 without (FS-PTG-1). */
export function pathToGloryCap(state: FsState, faction: string): 0 | 1 | 2 {
  if (ownsWith(state, faction, 'warLodge')) return 2;
  return ownsWith(state, faction, 'barracks') ? 1 : 0;
}

/** FS-PTG-2: `min(1 + (won ? 1 : 0), cap)` upgrades for a player after this game. */
export function upgradesAllowed(state: FsState, faction: string, game: FsGame, side: Side): number {
  const attackerWon = game.result.endsWith('Victory');
  const won = side === 'attacker' ? attackerWon : game.result.endsWith('Defeat');
  return Math.min(1 + (won ? 1 : 0), pathToGloryCap(state, faction));
}

interface PtgContext {
  readonly battle: Battle;
  readonly game: FsGame;
  readonly side: Side;
  readonly banner: Banner;
}

function contextOf(state: FsState, c: CommandOf<'RecordPathToGlory'>): PtgContext | RuleViolation {
  const battle = battleThisTurnAt(state, c.battle);
  if (!battle) return ruleViolation('FS-PTG-2', t('fsRules:ptg.noBattle', { hex: c.battle }));
  const game = battle.games[c.game - 1];
  if (!game) return ruleViolation('FS-PTG-2', t('fsRules:ptg.noGame', { hex: c.battle, game: c.game }));
  const side: Side | undefined = game.attackerPlayers.includes(c.player)
    ? 'attacker'
    : game.defenderPlayers.includes(c.player)
      ? 'defender'
      : undefined;
  if (!side)
    return ruleViolation(
      'FS-PTG-2',
      t('fsRules:ptg.notPlayed', { player: c.player, game: c.game, hex: c.battle }),
    );
  const bannerId = side === 'attacker' ? battle.attacker.bannerId : battle.defender.bannerId;
  const banner = bannerId ? bannerById(state, bannerId) : undefined;
  if (!banner) return ruleViolation('FS-PTG-3', t('fsRules:ptg.garrison', { player: c.player }));
  if (game.ptgPlayers?.includes(c.player))
    return ruleViolation('FS-PTG-2', t('fsRules:ptg.recorded', { player: c.player, game: c.game }));
  return { battle, game, side, banner };
}

export function validatePathToGlory(state: FsState, c: CommandOf<'RecordPathToGlory'>): RuleViolation[] {
  const ctx = contextOf(state, c);
  if ('ruleId' in ctx) return [ctx];
  const { banner, game, side } = ctx;
  const upgrades = c.upgrades ?? [];
  const destroyed = new Set(c.destroyed ?? []);
  const out: RuleViolation[] = [];
  if (upgrades.length > 0) {
    const cap = pathToGloryCap(state, banner.factionId);
    const allowed = upgradesAllowed(state, banner.factionId, game, side);
    if (cap === 0) out.push(ruleViolation('FS-PTG-1', t('fsRules:ptg.noAccess')));
    else if (upgrades.length > allowed)
      out.push(ruleViolation('FS-PTG-2', t('fsRules:ptg.tooMany', { count: upgrades.length, allowed })));
  }
  const units = upgrades.map((u) => u.unit);
  if (new Set(units).size !== units.length) out.push(ruleViolation('FS-PTG-2', t('fsRules:ptg.distinct')));
  for (const unit of units) {
    if (destroyed.has(unit) || (c.slainCharacters ?? []).includes(unit))
      out.push(ruleViolation('FS-PTG-2', t('fsRules:ptg.destroyed', { unit })));
    if (unit === ARMY_COMMANDER && c.commanderSlain)
      out.push(ruleViolation('FS-PTG-2', t('fsRules:ptg.commanderSlain')));
    if (banner.fallen?.includes(unit))
      out.push(ruleViolation('FS-PTG-6', t('fsRules:ptg.removed', { unit })));
  }
  for (const name of c.slainCharacters ?? [])
    if (banner.fallen?.includes(name))
      out.push(ruleViolation('FS-PTG-6', t('fsRules:ptg.alreadyRemoved', { name })));
  return out;
}

export function resolvePathToGlory(sink: FsSink, c: CommandOf<'RecordPathToGlory'>): void {
  const { banner } = contextOf(sink.state, c) as PtgContext;
  const base = { battle: c.battle, game: c.game, player: c.player, banner: banner.id };
  sink.emit('PathToGloryRecorded', { ...base, upgrades: c.upgrades ?? [] }, [
    'FS-PTG-1',
    'FS-PTG-2',
    'FS-PTG-3',
  ]);
  const die = () => sink.roll('D6', 'fs.ptg', ['FS-PTG-4', 'FS-PTG-5', 'FS-PTG-6'], c.player);
  // FS-PTG-4: only a destroyed unit that holds an upgrade has something to lose.
  for (const unit of c.destroyed ?? []) {
    if (!banner.veterans?.some((v) => v.unit === unit)) continue;
    const roll = die();
    const outcome = roll <= 3 ? 'upgradeLost' : 'upgradeKept';
    sink.emit('CharacterDeathRolled', { banner: banner.id, unit, kind: 'unit', roll, outcome }, ['FS-PTG-4']);
  }
  if (c.commanderSlain) {
    const roll = die();
    const outcome = roll === 1 ? 'dead' : 'survived';
    const unit = ARMY_COMMANDER;
    sink.emit('CharacterDeathRolled', { banner: banner.id, unit, kind: 'commander', roll, outcome }, [
      'FS-PTG-5',
    ]);
  }
  for (const unit of c.slainCharacters ?? []) {
    const roll = die();
    const outcome = roll === 1 ? 'removed' : 'survived';
    sink.emit('CharacterDeathRolled', { banner: banner.id, unit, kind: 'namedCharacter', roll, outcome }, [
      'FS-PTG-6',
      'FS-BATTLE-7',
    ]);
  }
}

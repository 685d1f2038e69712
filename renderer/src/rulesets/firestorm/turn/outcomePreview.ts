import { t } from '@shared/i18n';
import { aggregate, type Battle, type FsResult, type FsState } from '@shared/rulesets/firestorm';

const MIRROR: Readonly<Record<FsResult, FsResult>> = {
  majorVictory: 'majorDefeat',
  minorVictory: 'minorDefeat',
  draw: 'draw',
  minorDefeat: 'minorVictory',
  majorDefeat: 'majorVictory',
};

export interface SidePreview {
  readonly overall: FsResult;
  readonly tabled: boolean;
  /** What follows in AFTERMATH, in the GM's language (FS-DEFEAT-1..4, FS-SCATTER). */
  readonly consequence: string;
}

/**
 * The aggregated banner result of a battle's games so far and its consequences (FS-AGG-1..5, FS-DEFEAT-1..5), shown
 * before the GM ends BATTLES so nobody is surprised in AFTERMATH. It mirrors `decideOutcome` in the engine; the D6
 * of a major defeat is rolled there.
 */
export function previewOutcome(
  state: FsState,
  battle: Battle,
): { attacker: SidePreview; defender: SidePreview; attackerWins: boolean } | undefined {
  if (battle.games.length === 0) return undefined;
  const attacker = aggregate(battle.games.map((g) => g.result));
  const defender = aggregate(battle.games.map((g) => MIRROR[g.result]));
  const attackerWins = attacker.endsWith('Victory');
  const side = (which: 'attacker' | 'defender', overall: FsResult): SidePreview => {
    const tabled = battle.games.every((g) => (which === 'attacker' ? g.attackerTabled : g.defenderTabled));
    const hasBanner = which === 'attacker' || battle.defender.bannerId !== null;
    let consequence: string;
    const retreats = t('fsTurn:preview.retreats', { rule: 'FS-DEFEAT-1' });
    if (!hasBanner)
      consequence = attackerWins ? t('fsTurn:preview.garrisonFalls') : t('fsTurn:preview.garrisonHolds');
    else if (tabled) consequence = t('fsTurn:preview.tabled', { rule: 'FS-AGG-5' });
    else if (overall.endsWith('Victory')) consequence = t('fsTurn:preview.stays');
    else if (overall === 'draw')
      consequence =
        which === 'attacker' || attackerWins || state.settings['fs.drawRetreatsDefender']
          ? retreats
          : t('fsTurn:preview.stays');
    else if (overall === 'minorDefeat') consequence = retreats;
    else consequence = t('fsTurn:preview.rollsD6', { rule: 'FS-DEFEAT-1' });
    return { overall, tabled, consequence };
  };
  return { attacker: side('attacker', attacker), defender: side('defender', defender), attackerWins };
}

import type { Viewer } from '@shared/kernel';
import { RuleCite } from '../../../kit/RuleCite';
import {
  SIEGE_EQUIPMENT,
  type Battle,
  type FsCommand,
  type Side,
  type Siege,
} from '@shared/rulesets/firestorm';
import { useTranslation } from '../../../i18n';
import { EquipmentForm } from './EquipmentForm';
import { ALL_OUT_ASSAULT_LINES, FORTRESS_TERRAIN } from './siegeTexts';

/**
 * The Final Assault (SIEGE-7, SIEGE-14..16): what each side brings (Siege Points, the equipment bought with them
 * and what it does), the All Out Assault set-up, and the fortress pieces' rules (SSCN-10) for the table. Each side
 * buys its equipment until the game is played; a faction's seat sees only its own form.
 */
export function FinalAssaultBriefing(props: {
  readonly battle: Battle;
  readonly siege: Siege;
  readonly viewer: Viewer;
  readonly sideName: (side: Side) => string;
  readonly hexName: string;
  readonly issue: (command: FsCommand) => boolean;
}) {
  const { t } = useTranslation('fsSiege');
  const { battle, siege, viewer, sideName, hexName, issue } = props;
  const flags = siege.flags;
  // One sentence for the two sides' points, then each flag that changes the game as a sentence of its own.
  const strength = t(
    flags.defenderEquipmentDoubleCost ? 'finalAssault.strengthDoubled' : 'finalAssault.strength',
    {
      attacker: sideName('attacker'),
      defender: sideName('defender'),
      hex: hexName,
      attackerSP: siege.attackerSP,
      defenderSP: siege.defenderSP,
    },
  );
  const notes = [
    flags.gateDestroyed ? t('finalAssault.gateDestroyed') : '',
    flags.braveryBonus ? t('finalAssault.bravery') : '',
    flags.attackerWarMachinesDoubleCost ? t('finalAssault.warMachinesDouble') : '',
  ].filter(Boolean);
  const sp = (side: Side) => (side === 'attacker' ? siege.attackerSP : siege.defenderSP);
  const mayBuy = (side: Side) =>
    battle.games.length === 0 && (viewer.kind === 'gm' || viewer.id === battle[side].factionId);
  return (
    <div className="fs-briefing" data-testid="fs-final-assault">
      <h4>{t('finalAssault.title', { rules: 'SIEGE-14..16' })}</h4>
      <p>{[strength, ...notes].join(' ')}</p>
      {(['attacker', 'defender'] as const).map((side) => {
        const bought = siege.equipment?.[side] ?? [];
        return (
          <div key={side}>
            {bought.length > 0 && (
              <ul data-testid={`fs-equipment-bought-${side}`}>
                {bought.map((p) => (
                  <li key={p.item}>
                    {t('finalAssault.bought', {
                      faction: sideName(side),
                      item: SIEGE_EQUIPMENT[p.item].name,
                      effect: SIEGE_EQUIPMENT[p.item].effect,
                      count: p.count,
                    })}
                  </li>
                ))}
              </ul>
            )}
            {mayBuy(side) && (
              // Folded once the side has bought, so the two lists and the game form stay in sight.
              <details className="fs-equipment-buy" open={bought.length === 0}>
                <summary>
                  {t(bought.length === 0 ? 'finalAssault.buy' : 'finalAssault.change', {
                    faction: sideName(side),
                    rule: 'SIEGE-7',
                  })}
                </summary>
                <EquipmentForm
                  battleHex={battle.hex}
                  side={side}
                  sideName={sideName(side)}
                  sp={sp(side)}
                  doubleCost={side === 'defender' && siege.flags.defenderEquipmentDoubleCost}
                  bought={bought}
                  issue={issue}
                />
              </details>
            )}
          </div>
        );
      })}
      <details>
        <summary>{t('finalAssault.allOutAssault', { rule: 'SIEGE-14' })}</summary>
        <ul>
          {ALL_OUT_ASSAULT_LINES.map((line) => (
            <li key={line}>{t(`allOutAssault.${line}`)}</li>
          ))}
        </ul>
      </details>
      <details>
        <summary>
          {t('finalAssault.fortress')}
          <RuleCite ids="SSCN-10" />
        </summary>
        <ul>
          {FORTRESS_TERRAIN.map(({ piece, wounds }) => (
            <li key={piece}>
              <strong>
                {t('finalAssault.piece', { piece: t(`fortress.${piece}.name`), count: wounds })}
              </strong>{' '}
              {t(`fortress.${piece}.rules`)}
            </li>
          ))}
        </ul>
      </details>
      <p className="muted">{t('finalAssault.oneGame')}</p>
    </div>
  );
}

import type { Viewer } from '@shared/kernel';
import {
  SIEGE_EQUIPMENT,
  type Battle,
  type FsCommand,
  type Side,
  type Siege,
} from '@shared/rulesets/firestorm';
import { EquipmentForm } from './EquipmentForm';
import { ALL_OUT_ASSAULT_SETUP, FORTRESS_TERRAIN } from './siegeTexts';

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
  const { battle, siege, viewer, sideName, hexName, issue } = props;
  const sp = (side: Side) => (side === 'attacker' ? siege.attackerSP : siege.defenderSP);
  const mayBuy = (side: Side) =>
    battle.games.length === 0 && (viewer.kind === 'gm' || viewer.id === battle[side].factionId);
  return (
    <div className="fs-briefing" data-testid="fs-final-assault">
      <h4>Final Assault briefing (SIEGE-14..16)</h4>
      <p>
        {sideName('attacker')} storms {hexName} with {siege.attackerSP} Siege Points of equipment;{' '}
        {sideName('defender')} defends with {siege.defenderSP}
        {siege.flags.defenderEquipmentDoubleCost ? ' at double cost' : ''}.
        {siege.flags.gateDestroyed ? ' The gate is destroyed.' : ''}
        {siege.flags.braveryBonus ? ' The besieged have +1 Bravery.' : ''}
        {siege.flags.attackerWarMachinesDoubleCost
          ? ' The attacker pays double points for war machines.'
          : ''}
      </p>
      {(['attacker', 'defender'] as const).map((side) => {
        const bought = siege.equipment?.[side] ?? [];
        return (
          <div key={side}>
            {bought.length > 0 && (
              <ul data-testid={`fs-equipment-bought-${side}`}>
                {bought.map((p) => (
                  <li key={p.item}>
                    {sideName(side)}: {p.count > 1 ? `${p.count} × ` : ''}
                    {SIEGE_EQUIPMENT[p.item].name} — {SIEGE_EQUIPMENT[p.item].effect}
                  </li>
                ))}
              </ul>
            )}
            {mayBuy(side) && (
              // Folded once the side has bought, so the two lists and the game form stay in sight.
              <details className="fs-equipment-buy" open={bought.length === 0}>
                <summary>
                  {bought.length === 0 ? 'Buy' : 'Change'} {sideName(side)}&apos;s equipment (SIEGE-7)
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
        <summary>All Out Assault set-up (SIEGE-14)</summary>
        <ul>
          {ALL_OUT_ASSAULT_SETUP.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <details>
        <summary>Fortress pieces (SSCN-10)</summary>
        <ul>
          {FORTRESS_TERRAIN.map((t) => (
            <li key={t.piece}>
              <strong>
                {t.piece}, {t.wounds} wounds:
              </strong>{' '}
              {t.rules}
            </li>
          ))}
        </ul>
      </details>
      <p className="muted">The Final Assault is one game: record it below, or roll it.</p>
    </div>
  );
}

import { hexPhrase } from '@shared/hex';
import { useAppSelector } from '../../store/hooks';
import { battleRecordLines } from './battleRecordLines';
import { selectShownCampaign } from './coreSelectors';

/** The latest battle result with its dice (DICE-1..3), so an auto-resolve is seen, not just its effects. */
export function LastBattle() {
  const campaign = useAppSelector(selectShownCampaign);
  if (!campaign) return null;
  const log = campaign.log;
  let at = -1;
  for (let i = log.length - 1; i >= 0 && at < 0; i--) if (log[i]!.type === 'BattleResolved') at = i;
  if (at < 0) return null;
  const resolved = log[at]!;
  if (resolved.type !== 'BattleResolved') return null;
  const battle = campaign.battles.entities[resolved.payload.battleId];
  const dice = log
    .slice(Math.max(0, at - 4), at)
    .flatMap((e) => (e.type === 'DiceRolled' && e.payload.purpose.startsWith('dice.') ? [e.payload] : []));
  const adjusted = log
    .slice(at + 1)
    .flatMap((e) =>
      e.type === 'BattleResultAdjusted' && e.payload.battleId === resolved.payload.battleId
        ? [e.payload]
        : [],
    );
  const p = resolved.payload;
  const name = (id: string | undefined) => (id ? (campaign.armies.entities[id]?.name ?? id) : '?');
  return (
    <section className="panel" data-testid="last-battle">
      <h2>Last battle{battle ? ` at ${hexPhrase(battle.hex)}` : ''}</h2>
      {dice.length === 2 && (
        <p data-testid="last-battle-dice">
          Dice: {name(battle?.attacker.armyId)} rolled <strong>{dice[0]!.natural}</strong> → {p.attackerTotal}
          ; {name(battle?.defender.armyId)} rolled <strong>{dice[1]!.natural}</strong> → {p.defenderTotal}{' '}
          (DICE-2 modifiers applied)
        </p>
      )}
      <p data-testid="last-battle-result">
        {METHOD_TEXT[p.method]}: {p.winner ? `${p.winner} wins, ${p.level}` : 'draw'}
        {adjusted.map((a) => ` → ${a.to} (${a.ruleId})`).join('')}
      </p>
      {battle &&
        battleRecordLines(campaign, battle).map((line) => (
          <p key={line} className="muted" data-testid="last-battle-record">
            {line}
          </p>
        ))}
    </section>
  );
}

/** BATTLE-3: each method in the GM's words. */
export const METHOD_TEXT = { dice: 'Dice', tabletop: 'Tabletop', assault: 'Assault (LOC-7)' } as const;

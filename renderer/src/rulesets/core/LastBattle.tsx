import { hexName } from '@shared/hex';
import { useAppSelector } from '../../store/hooks';
import { battleRecordLines } from './battleRecordLines';
import { selectShownCampaign } from './coreSelectors';
import { Trans, useTranslation } from '../../i18n';

/** The latest battle result with its dice (DICE-1..3), so an auto-resolve is seen, not just its effects. */
export function LastBattle() {
  const campaign = useAppSelector(selectShownCampaign);
  const { t } = useTranslation(['coreScreens', 'log', 'map']);
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
      <h2>
        {battle
          ? t('lastBattle.titleAt', { place: t('log:names.hex', { hex: hexName(battle.hex) }) })
          : t('lastBattle.title')}
      </h2>
      {dice.length === 2 && (
        <p data-testid="last-battle-dice">
          <Trans
            t={t}
            i18nKey="lastBattle.dice"
            values={{
              attacker: name(battle?.attacker.armyId),
              attackerRoll: dice[0]!.natural,
              attackerTotal: p.attackerTotal,
              defender: name(battle?.defender.armyId),
              defenderRoll: dice[1]!.natural,
              defenderTotal: p.defenderTotal,
            }}
            components={[<strong key="a" />, <strong key="d" />]}
          />
        </p>
      )}
      <p data-testid="last-battle-result">
        {p.winner
          ? t('lastBattle.resultWinner', {
              method: t(`lastBattle.method.${p.method}`),
              winner: t(`log:winner.${p.winner}`),
              level: t(`log:levelWord.${p.level}`),
            })
          : t('lastBattle.resultDraw', { method: t(`lastBattle.method.${p.method}`) })}
        {adjusted
          .map((a) => ` ${t('lastBattle.adjusted', { level: t(`log:levelWord.${a.to}`), rule: a.ruleId })}`)
          .join('')}
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

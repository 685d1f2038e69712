import { hexName } from '@shared/hex';
import { formatNumber } from '@shared/i18n';
import { RuleCite } from '../../kit/RuleCite';
import { battleBriefing, diceOdds, type Battle, type Campaign } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AssaultResolution } from './assault/AssaultResolution';
import { BattlePlanSection } from '../../campaign/battlefield/BattlePlanSection';
import { DiceResolution } from './DiceResolution';
import { issueCommand } from '../../campaign/issueCommand';
import { TabletopWalk } from './TabletopWalk';
import { PhysicalDiceToggle } from './PhysicalDiceToggle';
import { selectCampaign, selectReplayTurn } from '../../campaign/playSelectors';
import { battleShown } from '../../campaign/playSlice';
import { Trans, useTranslation } from '../../i18n';

/** The battles of this FIGHT phase (issue §4): briefing, exact dice odds, tabletop entry or dice. */
export function BattlePanel() {
  const dispatch = useAppDispatch();
  const { t } = useTranslation(['coreScreens', 'log', 'map']);
  const campaign = useAppSelector(selectCampaign);
  const shownId = useAppSelector((state) => state.play.battleId);
  const replay = useAppSelector(selectReplayTurn);
  if (!campaign || replay !== null || campaign.turn.phase !== 'FIGHT') return null;
  const pending = campaign.battles.ids
    .map((id) => campaign.battles.entities[id]!)
    .filter((b) => b.state === 'pending')
    .sort((a, b) => a.createdSeq - b.createdSeq);
  const battle = pending.find((b) => b.id === shownId) ?? pending[0];
  if (!battle) return null;
  return (
    <section className="panel battle-panel" data-testid="battle-panel" data-battle={battle.id}>
      <h2>{t('battle.title', { count: pending.length })}</h2>
      {pending.length > 1 && (
        <div className="army-list">
          {pending.map((b) => (
            <button
              key={b.id}
              type="button"
              aria-pressed={b.id === battle.id}
              onClick={() => dispatch(battleShown(b.id))}
            >
              {hexName(b.hex)}
            </button>
          ))}
        </div>
      )}
      <BattleDetails key={battle.id} campaign={campaign} battle={battle} />
      <PhysicalDiceToggle />
    </section>
  );
}

function BattleDetails({ campaign, battle }: { campaign: Campaign; battle: Battle }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation(['coreScreens', 'log', 'map']);
  const briefing = battleBriefing(campaign, battle.id);
  const odds = diceOdds(campaign, battle.id);
  const attacker = campaign.armies.entities[battle.attacker.armyId]!;
  const defender = campaign.armies.entities[battle.defender.armyId]!;
  return (
    <>
      <p data-testid="battle-title">
        <Trans
          t={t}
          i18nKey={battle.kind === 'fortressSiege' ? 'battle.attacksSiege' : 'battle.attacks'}
          values={{
            attacker: attacker.name,
            attackerStatus: t(`log:status.${attacker.status}`),
            defender: defender.name,
            defenderStatus: t(`log:status.${defender.status}`),
            hex: hexName(battle.hex),
          }}
          components={[<strong key="attacker" />, <strong key="defender" />]}
        />
      </p>
      {briefing && (
        <ul className="briefing" data-testid="battle-briefing">
          {briefing.items.map((item, i) => (
            <li key={i}>
              <span className="rule">{item.id}</span> {item.text}
            </li>
          ))}
        </ul>
      )}
      <table className="odds" data-testid="battle-odds">
        <caption>{t('battle.odds')}</caption>
        <tbody>
          {odds.map((o) => (
            <tr key={`${o.winner}-${o.level}`}>
              <td>{o.winner ? t(`battle.oddsWin.${o.winner}.${o.level}`) : t('battle.oddsDraw')}</td>
              <td>{o.outcomes}/36</td>
              <td>
                {t('battle.percent', {
                  value: formatNumber(o.probability * 100, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="field">
        <span>{t('battle.method')}</span>
        <select
          data-testid="battle-method"
          value={battle.method}
          onChange={(e) =>
            dispatch(
              issueCommand({
                type: 'SetResolution',
                battleId: battle.id,
                method: e.target.value as Battle['method'],
              }),
            )
          }
        >
          <option value="tabletop">{t('battle.methods.tabletop')}</option>
          <option value="dice">{t('battle.methods.dice')}</option>
          {battle.kind === 'fortressSiege' && <option value="assault">{t('battle.methods.assault')}</option>}
        </select>
        <RuleCite ids={battle.kind === 'fortressSiege' ? 'BATTLE-3, LOC-7' : 'BATTLE-3'} />
      </div>
      <BattlePlanSection battleId={battle.id} />
      {battle.method === 'tabletop' ? (
        <TabletopWalk campaign={campaign} battle={battle} />
      ) : battle.method === 'assault' ? (
        <AssaultResolution campaign={campaign} battle={battle} />
      ) : (
        <DiceResolution battleId={battle.id} />
      )}
    </>
  );
}

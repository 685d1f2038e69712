import { hexName } from '@shared/hex';
import { battleBriefing, diceOdds, type Battle, type Campaign } from '@shared/rulesets/core';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AssaultResolution } from './assault/AssaultResolution';
import { BattlePlanSection } from '../../campaign/battlefield/BattlePlanSection';
import { DiceResolution } from './DiceResolution';
import { issueCommand } from '../../campaign/issueCommand';
import { LEVEL_NAMES } from './TabletopForm';
import { TabletopWalk } from './TabletopWalk';
import { PhysicalDiceToggle } from './PhysicalDiceToggle';
import { selectCampaign, selectReplayTurn } from '../../campaign/playSelectors';
import { battleShown } from '../../campaign/playSlice';

/** The battles of this FIGHT phase (issue §4): briefing, exact dice odds, tabletop entry or dice. */
export function BattlePanel() {
  const dispatch = useAppDispatch();
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
      <h2>Battles ({pending.length} to fight)</h2>
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
  const briefing = battleBriefing(campaign, battle.id);
  const odds = diceOdds(campaign, battle.id);
  const attacker = campaign.armies.entities[battle.attacker.armyId]!;
  const defender = campaign.armies.entities[battle.defender.armyId]!;
  return (
    <>
      <p data-testid="battle-title">
        <strong>{attacker.name}</strong> ({attacker.status}) attacks <strong>{defender.name}</strong> (
        {defender.status}) at {hexName(battle.hex)}
        {battle.kind === 'fortressSiege' ? ' — fortress siege (LOC-7)' : ''}
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
        <caption>Dice odds (DICE-1..3, RESULT-1)</caption>
        <tbody>
          {odds.map((o) => (
            <tr key={`${o.winner}-${o.level}`}>
              <td>{o.winner ? `${o.winner} ${LEVEL_NAMES[o.level].toLowerCase()}` : 'draw'}</td>
              <td>{o.outcomes}/36</td>
              <td>{(o.probability * 100).toFixed(1)}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="field">
        <span>Method</span>
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
          <option value="tabletop">Tabletop</option>
          <option value="dice">Dice</option>
          {battle.kind === 'fortressSiege' && <option value="assault">Assault (LOC-7)</option>}
        </select>
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

import { useState } from 'react';
import {
  battleBriefing,
  diceOdds,
  lordWithArmy,
  type Battle,
  type Campaign,
  type Level,
} from '@shared/engine';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { offsetLabel } from '../mapDocument/selectors';
import { issueCommand } from './issueCommand';
import { PhysicalDiceToggle } from './PhysicalDiceToggle';
import { selectCampaign, selectReplayTurn } from './playSelectors';
import { battleShown } from './playSlice';

const LEVEL_NAMES: Record<Level, string> = {
  draw: 'Draw',
  minor: 'Minor victory',
  major: 'Major victory',
  massacre: 'Massacre',
};

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
              {offsetLabel(b.hex)}
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
  const [winner, setWinner] = useState<'attacker' | 'defender' | 'none'>('attacker');
  const [level, setLevel] = useState<Level>('minor');
  const [lordUsed, setLordUsed] = useState<string[]>([]);
  const [lordKilled, setLordKilled] = useState<string[]>([]);
  const briefing = battleBriefing(campaign, battle.id);
  const odds = diceOdds(campaign, battle.id);
  const attacker = campaign.armies.entities[battle.attacker.armyId]!;
  const defender = campaign.armies.entities[battle.defender.armyId]!;
  const lords = [attacker, defender].map((a) => lordWithArmy(campaign, a.id)).filter((l) => l !== undefined);
  const toggle = (list: string[], id: string) =>
    list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
  const effectiveLevel = winner === 'none' ? 'draw' : level === 'draw' ? 'minor' : level;
  return (
    <>
      <p data-testid="battle-title">
        <strong>{attacker.name}</strong> ({attacker.status}) attacks <strong>{defender.name}</strong> (
        {defender.status}) at {offsetLabel(battle.hex)}
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
        </select>
      </div>
      {battle.method === 'tabletop' ? (
        <form
          className="tabletop-form"
          data-testid="tabletop-form"
          onSubmit={(e) => {
            e.preventDefault();
            dispatch(
              issueCommand({
                type: 'RecordTabletopResult',
                battleId: battle.id,
                winner: winner === 'none' ? null : winner,
                level: effectiveLevel,
                lordUsed,
                lordKilledInChallenge: lordKilled,
              }),
            );
          }}
        >
          <div className="field">
            <span>Winner</span>
            <select
              data-testid="tabletop-winner"
              value={winner}
              onChange={(e) => setWinner(e.target.value as typeof winner)}
            >
              <option value="attacker">Attacker ({attacker.name})</option>
              <option value="defender">Defender ({defender.name})</option>
              <option value="none">None (draw)</option>
            </select>
          </div>
          <div className="field">
            <span>Level</span>
            <select
              data-testid="tabletop-level"
              value={effectiveLevel}
              disabled={winner === 'none'}
              onChange={(e) => setLevel(e.target.value as Level)}
            >
              {(['minor', 'major', 'massacre'] as const).map((l) => (
                <option key={l} value={l}>
                  {LEVEL_NAMES[l]}
                </option>
              ))}
              {winner === 'none' && <option value="draw">Draw</option>}
            </select>
          </div>
          {lords.map((lord) => (
            <div className="field" key={lord.playerId}>
              <span>{lord.name}</span>
              <label className="check">
                <input
                  type="checkbox"
                  checked={lordUsed.includes(lord.playerId)}
                  onChange={() => setLordUsed(toggle(lordUsed, lord.playerId))}
                />
                fielded
              </label>
              <label className="check">
                <input
                  type="checkbox"
                  checked={lordKilled.includes(lord.playerId)}
                  onChange={() => setLordKilled(toggle(lordKilled, lord.playerId))}
                />
                killed in a challenge
              </label>
            </div>
          ))}
          <button type="submit" className="primary" data-testid="tabletop-submit">
            Record the tabletop result (BATTLE-6)
          </button>
        </form>
      ) : (
        <DiceResolution battleId={battle.id} />
      )}
    </>
  );
}

/** DICE-1: the app rolls both D6, or the GM types in the physical rolls (attacker first, then defender). */
function DiceResolution({ battleId }: { battleId: string }) {
  const dispatch = useAppDispatch();
  const physicalDice = useAppSelector((state) => state.play.physicalDice);
  const [rolls, setRolls] = useState({ attacker: 1, defender: 1 });
  if (!physicalDice) {
    return (
      <button
        type="button"
        className="primary"
        data-testid="auto-resolve"
        onClick={() => dispatch(issueCommand({ type: 'AutoResolve', battleId }))}
      >
        Roll the dice (DICE-1)
      </button>
    );
  }
  return (
    <div className="field">
      {(['attacker', 'defender'] as const).map((role) => (
        <label key={role} className="check">
          {role} D6
          <select
            data-testid={`physical-${role}`}
            value={rolls[role]}
            onChange={(e) => setRolls({ ...rolls, [role]: Number(e.target.value) })}
          >
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      ))}
      <button
        type="button"
        className="primary"
        data-testid="physical-resolve"
        onClick={() =>
          dispatch(
            issueCommand(
              { type: 'AutoResolve', battleId },
              { 'dice.attacker': [rolls.attacker], 'dice.defender': [rolls.defender] },
            ),
          )
        }
      >
        Resolve (DICE-1..3)
      </button>
    </div>
  );
}

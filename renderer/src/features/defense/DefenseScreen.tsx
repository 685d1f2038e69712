import { useState } from 'react';
import { DefenseBoard } from '../../canvas';
import type { DefenseEvent } from '@shared/rulesets/defense';
import { DefenseSetup } from './DefenseSetup';
import { describeDefenseEvent, influenceByTurn } from './defenseText';
import { InfluenceChart } from './InfluenceChart';
import { dropCommand, legalSquaresFor, useDefenseGame } from './useDefenseGame';

const PHASE_TEXT: Record<string, string> = {
  setup: 'Setting up',
  action: 'Action: drag a tile from the hand or the market onto a green square, or pass',
  draw: 'Drawing',
  enemiesPrepare: 'Enemies prepare: roll for the enemies',
  assault: 'Assault under way: run the attack waves',
  finalAssault: 'The Final Assault: run the attack waves',
  scored: 'The game is over',
};

/** The settlement defense mode (RULES.md §9): setup, the Konva board, the players, the log and the final score. */
export function DefenseScreen(props: { onClose: () => void }) {
  const defense = useDefenseGame();
  const [legal, setLegal] = useState<readonly string[]>([]);
  const { game } = defense;
  if (!game)
    return (
      <div className="defense-screen" data-testid="defense-screen">
        <button type="button" className="defense-close" onClick={props.onClose}>
          Back to the campaign
        </button>
        <DefenseSetup onStart={defense.start} errors={defense.setupErrors} />
      </div>
    );
  const active = game.players[game.activePlayer]!;
  const lines = (game.log as readonly DefenseEvent[])
    .map((e) => describeDefenseEvent(game, e))
    .filter((l): l is string => l !== null)
    .slice(-40)
    .reverse();
  return (
    <div className="defense-screen" data-testid="defense-screen">
      <div className="defense-top">
        <button type="button" onClick={defense.close}>
          New defense
        </button>{' '}
        <button type="button" onClick={props.onClose}>
          Back to the campaign
        </button>
        <strong data-testid="defense-turn">
          {game.phase === 'scored' ? ' Game over' : ` Turn ${game.turn}: ${active.name}`}
        </strong>
        <span> — {PHASE_TEXT[game.phase]}</span>
      </div>
      <div className="defense-body">
        <div data-testid="defense-board">
          <DefenseBoard
            state={game}
            handOwner={game.activePlayer}
            legalSquares={legal}
            onDragStart={(tile, from) => setLegal(legalSquaresFor(game, tile, from))}
            onDrop={(tile, from, square) => {
              setLegal([]);
              if (square) defense.issue(dropCommand(game, tile, from, square));
            }}
          />
        </div>
        <aside className="defense-side">
          <table className="defense-players">
            <tbody>
              {game.players.map((p, i) => (
                <tr key={p.id} className={i === game.activePlayer ? 'active' : ''}>
                  <td>{i === game.activePlayer && game.phase !== 'scored' ? '▶' : ''}</td>
                  <td>{p.name}</td>
                  <td data-testid={`defense-influence-${p.id}`}>{p.influence} Influence</td>
                  <td>{p.hand.length} in hand</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Enemy pile: {game.enemyPile.length} · difficulty {game.difficulty} · {game.variant}
          </p>
          <div className="defense-actions">
            {game.phase === 'action' && (
              <button
                type="button"
                data-testid="defense-pass"
                onClick={() => defense.issue({ type: 'Pass', player: active.id })}
              >
                Pass
              </button>
            )}{' '}
            {game.phase !== 'scored' && (
              <>
                <button type="button" data-testid="defense-decide" onClick={defense.decide}>
                  {game.phase === 'enemiesPrepare'
                    ? 'Roll for the enemies'
                    : game.phase.endsWith('ssault')
                      ? 'Run the attack waves'
                      : 'Decide for me'}
                </button>{' '}
                <button type="button" data-testid="defense-autoplay" onClick={defense.autoPlay}>
                  Auto-play to the end
                </button>
              </>
            )}
          </div>
          {defense.refusal.length > 0 && (
            <p className="defense-refusal" role="alert" data-testid="defense-refusal">
              {defense.refusal.map((v) => `${v.ruleId}: ${v.message}`).join('; ')}
            </p>
          )}
          {game.result && (
            <div data-testid="defense-score">
              <h3>
                {game.result.winner.length > 0
                  ? `${game.result.winner.map((id) => game.players.find((p) => p.id === id)!.name).join(' and ')} won`
                  : 'The city fell'}
              </h3>
              <InfluenceChart names={game.players.map((p) => p.name)} rows={influenceByTurn(game)} />
            </div>
          )}
          <ol className="defense-log" data-testid="defense-log">
            {lines.map((line, i) => (
              <li key={`${lines.length - i}`}>{line}</li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}

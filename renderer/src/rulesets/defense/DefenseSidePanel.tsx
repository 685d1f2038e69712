import type { DefenseEvent, DefenseState } from '@shared/rulesets/defense';
import { describeDefenseEvent, influenceByTurn } from './defenseText';
import { InfluenceChart } from './InfluenceChart';
import type { DefenseGameHandle } from './useDefenseGame';

/** The players and their Influence, the buttons for whoever acts, refusals, the final score and the log. */
export function DefenseSidePanel(props: { defense: DefenseGameHandle; game: DefenseState }) {
  const { defense, game } = props;
  const active = game.players[game.activePlayer]!;
  const lines = (game.log as readonly DefenseEvent[])
    .map((e) => describeDefenseEvent(game, e))
    .filter((l): l is string => l !== null)
    .slice(-40)
    .reverse();
  return (
    <aside className="defense-side">
      <table className="defense-players">
        <tbody>
          {game.players.map((p, i) => (
            <tr key={p.id} className={i === game.activePlayer ? 'active' : ''}>
              <td>{i === game.activePlayer && game.phase !== 'scored' ? '▶' : ''}</td>
              <td>{p.name}</td>
              <td data-testid={`defense-player-deck-${i + 1}`}>{defense.deckNames[i] ?? ''}</td>
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
          {defense.launch && (
            <p data-testid="defense-recorded" role={defense.recordError ? 'alert' : 'status'}>
              {defense.recordError
                ? `The campaign did not take the result: ${defense.recordError}`
                : defense.recorded
                  ? `The result is in the campaign log of ${defense.launch.sideName} (ANV-40).`
                  : ''}
            </p>
          )}
          <InfluenceChart names={game.players.map((p) => p.name)} rows={influenceByTurn(game)} />
        </div>
      )}
      <ol className="defense-log" data-testid="defense-log">
        {lines.map((line, i) => (
          <li key={`${lines.length - i}`}>{line}</li>
        ))}
      </ol>
    </aside>
  );
}

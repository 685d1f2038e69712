import type { DefenseEvent, DefenseState } from '@shared/rulesets/defense';
import { describeDefenseEvent, influenceByTurn } from './defenseText';
import { DefenseLog } from './DefenseLog';
import { InfluenceChart } from './InfluenceChart';
import type { DefenseGameHandle } from './useDefenseGame';
import { useTranslation } from '../../i18n';

/** The players and their Influence, the buttons for whoever acts, refusals, the final score and the log. */
export function DefenseSidePanel(props: { defense: DefenseGameHandle; game: DefenseState }) {
  const { defense, game } = props;
  const { t } = useTranslation('defense');
  const active = game.players[game.activePlayer]!;
  const lines = (game.log as readonly DefenseEvent[])
    .map((e) => describeDefenseEvent(game, e))
    .filter((l): l is string => l !== null);
  return (
    <aside className="defense-side">
      <table className="defense-players">
        <tbody>
          {game.players.map((p, i) => (
            <tr key={p.id} className={i === game.activePlayer ? 'active' : ''}>
              <td>{i === game.activePlayer && game.phase !== 'scored' ? '▶' : ''}</td>
              <td>{p.name}</td>
              <td data-testid={`defense-player-deck-${i + 1}`}>{defense.deckNames[i] ?? ''}</td>
              <td data-testid={`defense-influence-${p.id}`}>{t('side.influence', { count: p.influence })}</td>
              <td>{t('log.hand', { count: p.hand.length })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('side.pile', {
          count: game.enemyPile.length,
          difficulty: game.difficulty,
          variant: t(`setup.variants.${game.variant}`),
        })}
      </p>
      <div className="defense-actions">
        {game.phase === 'action' && (
          <button
            type="button"
            data-testid="defense-pass"
            onClick={() => defense.issue({ type: 'Pass', player: active.id })}
          >
            {t('side.pass')}
          </button>
        )}{' '}
        {game.phase !== 'scored' && (
          <>
            <button type="button" data-testid="defense-decide" onClick={defense.decide}>
              {game.phase === 'enemiesPrepare'
                ? t('side.roll')
                : game.phase.endsWith('ssault')
                  ? t('side.runWaves')
                  : t('side.decide')}
            </button>{' '}
            <button type="button" data-testid="defense-autoplay" onClick={defense.autoPlay}>
              {t('side.autoPlay')}
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
              ? t('side.won', {
                  names: game.result.winner
                    .map((id) => game.players.find((p) => p.id === id)!.name)
                    .join(t('side.and')),
                })
              : t('side.cityFell')}
          </h3>
          {defense.launch && (
            <p data-testid="defense-recorded" role={defense.recordError ? 'alert' : 'status'}>
              {defense.recordError
                ? t('side.notTaken', { error: defense.recordError })
                : defense.recorded
                  ? `${t('side.recorded', { side: defense.launch.sideName })} (ANV-40)`
                  : ''}
            </p>
          )}
          <InfluenceChart names={game.players.map((p) => p.name)} rows={influenceByTurn(game)} />
        </div>
      )}
      <DefenseLog lines={lines} />
    </aside>
  );
}

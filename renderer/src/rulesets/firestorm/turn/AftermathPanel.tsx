import { openBattles, type FsCommand, type FsState } from '@shared/rulesets/firestorm';
import type { FsNames } from './fsWords';
import { Trans, useTranslation } from '../../../i18n';

export interface AftermathPanelProps {
  readonly state: FsState;
  readonly names: FsNames;
  readonly issue: (command: FsCommand) => boolean;
}

/**
 * AFTERMATH (FS-DEFEAT-2/3, FS-SCATTER-1, FS-BP-1): a retreat or scatter hex to pick (highlighted on the map; a click
 * there or a button here; "Decide for me" takes the first by BOT-11/12), and Build Point dice the winners may
 * re-roll once.
 */
export function AftermathPanel({ state, names, issue }: AftermathPanelProps) {
  const { t } = useTranslation('fsTurn');
  if (state.turn.step !== 'AFTERMATH') return null;
  const choice = state.pending[0];
  const rerolls = openBattles(state).flatMap((battle) =>
    battle.games.flatMap((game, i) =>
      (game.bp ?? [])
        .filter((r) => r.rerollable)
        .map((r) => ({
          battle: battle.hex,
          game: i + 1,
          player: r.player,
          value: r.value,
          faction: r.faction,
        })),
    ),
  );
  return (
    <section className="panel" data-testid="fs-aftermath">
      <h2>{t('aftermath.title')}</h2>
      {choice && (
        <div data-testid="fs-choice">
          <p>
            <Trans
              t={t}
              i18nKey={choice.kind === 'retreat' ? 'aftermath.mustRetreat' : 'aftermath.mustScatter'}
              values={{
                banner: names.banner(choice.bannerId),
                rule: choice.kind === 'retreat' ? 'FS-DEFEAT-2' : 'FS-SCATTER-1',
              }}
              components={{ b: <strong /> }}
            />
          </p>
          <div className="fs-actions">
            {choice.options.map((hex) => (
              <button
                key={hex}
                type="button"
                data-testid="fs-choice-hex"
                onClick={() =>
                  issue({
                    type: choice.kind === 'retreat' ? 'ChooseRetreat' : 'ChooseScatter',
                    banner: choice.bannerId,
                    hex,
                  })
                }
              >
                {names.hex(hex)}
              </button>
            ))}
            <button
              type="button"
              className="primary"
              data-testid="fs-decide-for-me"
              onClick={() =>
                issue({
                  type: choice.kind === 'retreat' ? 'ChooseRetreat' : 'ChooseScatter',
                  banner: choice.bannerId,
                  hex: choice.options[0]!,
                })
              }
            >
              {t('aftermath.decideForMe')}
            </button>
          </div>
        </div>
      )}
      {!choice && rerolls.length > 0 && (
        <div data-testid="fs-rerolls">
          <p>{t('aftermath.rerolls', { rule: 'FS-BP-1' })}</p>
          <ul>
            {rerolls.map((r) => (
              <li key={`${r.battle}-${r.game}-${r.player}`}>
                {t('aftermath.rolled', {
                  player: r.player,
                  faction: names.faction(r.faction),
                  value: r.value,
                  game: r.game,
                  hex: names.hex(r.battle),
                })}{' '}
                <button
                  type="button"
                  data-testid="fs-reroll"
                  onClick={() =>
                    issue({ type: 'RerollBuildPoints', battle: r.battle, game: r.game, player: r.player })
                  }
                >
                  {t('aftermath.reroll')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!choice && (
        <button
          type="button"
          className="primary"
          data-testid="fs-aftermath-go-on"
          onClick={() => issue({ type: 'Advance' })}
        >
          {rerolls.length > 0 ? t('aftermath.keepRolls') : t('aftermath.goOn')}
        </button>
      )}
    </section>
  );
}

import { openBattles, type FsCommand, type FsState } from '@shared/rulesets/firestorm';
import type { FsNames } from './fsWords';

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
      <h2>Aftermath</h2>
      {choice && (
        <div data-testid="fs-choice">
          <p>
            <strong>{names.banner(choice.bannerId)}</strong> must{' '}
            {choice.kind === 'retreat' ? 'retreat (FS-DEFEAT-2)' : 'scatter (FS-SCATTER-1)'}: pick a
            highlighted hex on the map.
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
              Decide for me
            </button>
          </div>
        </div>
      )}
      {!choice && rerolls.length > 0 && (
        <div data-testid="fs-rerolls">
          <p>Build Point dice the winner may re-roll once; the second roll stands (FS-BP-1):</p>
          <ul>
            {rerolls.map((r) => (
              <li key={`${r.battle}-${r.game}-${r.player}`}>
                {r.player} ({names.faction(r.faction)}) rolled {r.value} in game {r.game} at{' '}
                {names.hex(r.battle)}{' '}
                <button
                  type="button"
                  data-testid="fs-reroll"
                  onClick={() =>
                    issue({ type: 'RerollBuildPoints', battle: r.battle, game: r.game, player: r.player })
                  }
                >
                  Re-roll
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
          {rerolls.length > 0 ? 'Keep the rolls and go on' : 'Go on'}
        </button>
      )}
    </section>
  );
}

import {
  allowedBanners,
  factionBanners,
  firestormRuleset,
  type FsCommand,
  type FsState,
} from '@shared/rulesets/firestorm';
import type { FsNames } from './fsWords';
import { useTranslation } from '../../../i18n';

export interface UpkeepPanelProps {
  readonly state: FsState;
  readonly names: FsNames;
  readonly issue: (command: FsCommand) => boolean;
}

const ok = (state: FsState, command: FsCommand) => firestormRuleset.validate(state, command).length === 0;

/**
 * UPKEEP (FS-ALLY-2, FS-MULTI-1..3): Chaos banners may raze the territory they stand in, a faction with fewer banners
 * than allowed may raise one at its Lord's Tower, and one with too many removes the excess (else the newest go,
 * BOT-13, when the GM goes on).
 */
export function UpkeepPanel({ state, names, issue }: UpkeepPanelProps) {
  const { t } = useTranslation('fsTurn');
  if (state.turn.step !== 'UPKEEP') return null;
  return (
    <section className="panel" data-testid="fs-upkeep">
      <h2>{t('upkeep.title')}</h2>
      {state.factions.map((f) => {
        const banners = factionBanners(state, f.id);
        const allowed = allowedBanners(state, f);
        const raise: FsCommand = { type: 'RaiseBanner', faction: f.id };
        return (
          <div key={f.id} className="fs-upkeep-faction" data-testid="fs-upkeep-faction">
            <strong>{names.faction(f.id)}</strong>{' '}
            <span className="muted">
              {t('upkeep.allowed', { have: banners.length, count: allowed, rule: 'FS-MULTI-1' })}
            </span>
            <ul>
              {banners.map((b) => (
                <li key={b.id}>
                  {t('upkeep.bannerIn', { banner: names.banner(b.id), hex: names.hex(b.hex!) })}{' '}
                  {ok(state, { type: 'Raze', banner: b.id }) && (
                    <button
                      type="button"
                      data-testid="fs-raze"
                      onClick={() => issue({ type: 'Raze', banner: b.id })}
                    >
                      {t('upkeep.raze', { rule: 'FS-ALLY-2' })}
                    </button>
                  )}
                  {ok(state, { type: 'RemoveBanner', banner: b.id }) && (
                    <button type="button" onClick={() => issue({ type: 'RemoveBanner', banner: b.id })}>
                      {t('upkeep.remove', { rule: 'FS-MULTI-3' })}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {ok(state, raise) && (
              <button type="button" data-testid="fs-raise" onClick={() => issue(raise)}>
                {t('upkeep.raise', { rule: 'FS-MULTI-2' })}
              </button>
            )}
          </div>
        );
      })}
      <button
        type="button"
        className="primary"
        data-testid="fs-upkeep-done"
        onClick={() => issue({ type: 'Advance' })}
      >
        {t('upkeep.done')}
      </button>
    </section>
  );
}

import type { FsSetupDraft } from './fsSetupDraft';
import { useTranslation } from '../../../i18n';

export interface FsSetupOptionsProps {
  readonly draft: FsSetupDraft;
  readonly onChange: (change: Partial<FsSetupDraft>) => void;
}

/**
 * The campaign's dice options: whether battles nobody plays at the table may be rolled (FS-BATTLE-8, an Extension:
 * auto-play and "Simulate to the end" need it), and the dice seed (GEN-5), empty for a fresh one.
 */
export function FsSetupOptions({ draft, onChange }: FsSetupOptionsProps) {
  const { t } = useTranslation('firestorm');
  return (
    <fieldset className="fs-setup-options">
      <legend>{t('options.dice')}</legend>
      <label className="check">
        <input
          type="checkbox"
          data-testid="fs-roll-battles"
          checked={draft.rollBattles}
          onChange={(e) => onChange({ rollBattles: e.target.checked })}
        />
        {t('options.rollBattles', { rule: 'FS-BATTLE-8' })}
      </label>
      <label className="field" title={t('options.seedTooltip', { rule: 'GEN-5' })}>
        {t('options.seed')}{' '}
        <input
          inputMode="numeric"
          data-testid="fs-seed"
          placeholder={t('options.fresh')}
          value={draft.seed}
          onChange={(e) => onChange({ seed: e.target.value })}
        />
      </label>
    </fieldset>
  );
}

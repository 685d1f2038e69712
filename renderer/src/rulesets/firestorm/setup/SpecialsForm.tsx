import { hexPhrase } from '@shared/hex';
import type { Relic } from '@shared/rulesets/firestorm';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { fsSetupDraftChanged, fsSetupPlacingChosen } from '../fsSlice';
import { RELICS, type SpecialDraft } from './fsSetupDraft';
import { NumberInput } from '../../../kit/NumberInput';
import { useTranslation } from '../../../i18n';

type SpecialChange = { [K in keyof SpecialDraft]?: SpecialDraft[K] | undefined };

/** FS-MAP-3: special territories tagged on the map, each with its name, glory and relic. */
export function SpecialsForm() {
  const { t } = useTranslation('firestorm');
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => state.firestorm.setupDraft);
  const placing = useAppSelector((state) => state.firestorm.setupPlacing);
  const tagging = placing?.what === 'special';
  const entries = Object.entries(draft.specials);
  /** Changes one special territory; a field set to undefined is removed, and `null` removes the territory. */
  const setSpecial = (hex: string, change: SpecialChange | null) => {
    const specials = { ...draft.specials };
    if (change === null) delete specials[hex];
    else {
      const next: Record<string, unknown> = { ...specials[hex]!, ...change };
      for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
      specials[hex] = next as SpecialDraft;
    }
    dispatch(fsSetupDraftChanged({ ...draft, specials }));
  };
  return (
    <div className="fs-specials" data-testid="fs-specials">
      <h3>{t('specials.title')}</h3>
      {entries.length === 0 && <p className="muted">{t('specials.none')}</p>}
      {entries.map(([hex, special]) => (
        <fieldset key={hex} className="fs-special" data-testid={`fs-special-${hex}`}>
          <legend>{hexPhrase(hex)}</legend>
          <label className="field">
            {t('specials.name')}{' '}
            <input
              aria-label={t('specials.nameLabel', { hex: hexPhrase(hex) })}
              value={special.name}
              onChange={(e) => setSpecial(hex, { name: e.target.value })}
            />
          </label>
          <label className="field">
            {t('specials.glory')}{' '}
            <NumberInput
              min={0}
              aria-label={t('specials.gloryLabel', { hex: hexPhrase(hex) })}
              value={special.glory}
              onValue={(n) => setSpecial(hex, { glory: Math.max(0, n) })}
            />
          </label>
          <label className="field">
            {t('specials.relic')}{' '}
            <select
              aria-label={t('specials.relicLabel', { hex: hexPhrase(hex) })}
              value={special.relic ?? ''}
              onChange={(e) => setSpecial(hex, { relic: (e.target.value as Relic | '') || undefined })}
            >
              <option value="">{t('specials.noRelic')}</option>
              {RELICS.map((r) => (
                <option key={r} value={r}>
                  {t(`relics.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field fs-times-of-war">
            {t('specials.timesOfWar')}{' '}
            <textarea
              aria-label={t('specials.timesOfWarLabel', { hex: hexPhrase(hex) })}
              placeholder={t('specials.timesOfWarPlaceholder')}
              rows={2}
              maxLength={1000}
              value={special.timesOfWar ?? ''}
              onChange={(e) =>
                setSpecial(hex, { timesOfWar: e.target.value.trim() ? e.target.value : undefined })
              }
            />
          </label>
          <button type="button" className="link" onClick={() => setSpecial(hex, null)}>
            {t('specials.remove')}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        data-testid="fs-tag-special"
        aria-pressed={tagging}
        onClick={() => dispatch(fsSetupPlacingChosen(tagging ? null : { what: 'special' }))}
      >
        {tagging ? t('specials.clickHex') : t('specials.tag')}
      </button>
    </div>
  );
}

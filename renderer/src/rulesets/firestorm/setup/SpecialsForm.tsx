import { hexPhrase } from '@shared/hex';
import type { Relic } from '@shared/rulesets/firestorm';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { RELIC_NAMES } from '../fsNames';
import { fsSetupDraftChanged, fsSetupPlacingChosen } from '../fsSlice';
import { RELICS, type SpecialDraft } from './fsSetupDraft';
import { NumberInput } from '../../../kit/NumberInput';

type SpecialChange = { [K in keyof SpecialDraft]?: SpecialDraft[K] | undefined };

/** FS-MAP-3: special territories tagged on the map, each with its name, glory and relic. */
export function SpecialsForm() {
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
      <h3>Special territories</h3>
      {entries.length === 0 && <p className="muted">None yet. Tag a hex on the map to add one.</p>}
      {entries.map(([hex, special]) => (
        <fieldset key={hex} className="fs-special" data-testid={`fs-special-${hex}`}>
          <legend>{hexPhrase(hex)}</legend>
          <label className="field">
            Name{' '}
            <input
              aria-label={`Name of the special territory at ${hexPhrase(hex)}`}
              value={special.name}
              onChange={(e) => setSpecial(hex, { name: e.target.value })}
            />
          </label>
          <label className="field">
            Glory{' '}
            <NumberInput
              min={0}
              aria-label={`Glory of the special territory at ${hexPhrase(hex)}`}
              value={special.glory}
              onValue={(n) => setSpecial(hex, { glory: Math.max(0, n) })}
            />
          </label>
          <label className="field">
            Relic{' '}
            <select
              aria-label={`Relic of the special territory at ${hexPhrase(hex)}`}
              value={special.relic ?? ''}
              onChange={(e) => setSpecial(hex, { relic: (e.target.value as Relic | '') || undefined })}
            >
              <option value="">None</option>
              {RELICS.map((r) => (
                <option key={r} value={r}>
                  {RELIC_NAMES[r]}
                </option>
              ))}
            </select>
          </label>
          <label className="field fs-times-of-war">
            Times of War{' '}
            <textarea
              aria-label={`Times of War text of the special territory at ${hexPhrase(hex)}`}
              placeholder="The book's text for battles here (shown in the briefing)"
              rows={2}
              maxLength={1000}
              value={special.timesOfWar ?? ''}
              onChange={(e) =>
                setSpecial(hex, { timesOfWar: e.target.value.trim() ? e.target.value : undefined })
              }
            />
          </label>
          <button type="button" className="link" onClick={() => setSpecial(hex, null)}>
            Remove
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        data-testid="fs-tag-special"
        aria-pressed={tagging}
        onClick={() => dispatch(fsSetupPlacingChosen(tagging ? null : { what: 'special' }))}
      >
        {tagging ? 'Click a hex on the map…' : 'Tag a special territory'}
      </button>
    </div>
  );
}

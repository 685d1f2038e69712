import './notes.css';
import { useState } from 'react';
import { hexTextProblem, type HexNote } from '@shared/document';
import type { HexKey } from '@shared/hex';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { hexTextSet } from './notesPart';
import { useTranslation } from '../../i18n';

/**
 * The hex's label and note in the hex panel: read only for the hovered hex, editable for the selected one (the
 * pointer is on the panel while the GM types).
 */
export function HexNotesSection({ hex }: { hex: HexKey }) {
  const note = useAppSelector((state) => state.document.present.notes?.[hex]);
  const selected = useAppSelector((state) => state.view.selectedHex) === hex;
  // A replay or step-by-step view is read-only (issue 27): the notes are shown, never edited, there.
  const replaying = useAppSelector(
    (state) =>
      state.play.mode === 'campaign' && (state.play.replayTurn !== null || state.play.replaySeq !== null),
  );
  if (selected && !replaying) return <HexNotesFields hex={hex} note={note} />;
  return <HexNotesShown note={note} />;
}

function HexNotesShown({ note }: { note: HexNote | undefined }) {
  const { t } = useTranslation('map');
  if (!note) return null;
  return (
    <dl className="facts" data-testid="info-notes">
      {note.label && (
        <>
          <dt>{t('notes.label')}</dt>
          <dd>{note.label}</dd>
        </>
      )}
      {note.note && (
        <>
          <dt>{t('notes.note')}</dt>
          <dd className="hex-note-text">{note.note}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The selected hex's label and note (HEX-7), saved when the field loses focus (and on Enter for the one-line
 * label); Escape puts back the saved text. Emptying a field removes it. Each change is one undo step.
 */
export function HexNotesFields({ hex, note }: { hex: HexKey; note: HexNote | undefined }) {
  return (
    <div className="hex-notes" data-testid="hex-notes">
      <NoteField
        key={`${hex}:label:${note?.label ?? ''}`}
        hex={hex}
        field="label"
        saved={note?.label ?? ''}
      />
      <NoteField key={`${hex}:note:${note?.note ?? ''}`} hex={hex} field="note" saved={note?.note ?? ''} />
    </div>
  );
}

function NoteField({ hex, field, saved }: { hex: HexKey; field: keyof HexNote; saved: string }) {
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState(saved);
  const { t } = useTranslation('map');
  const problem = hexTextProblem(field, draft);
  const commit = () => {
    if (problem === null && draft !== saved) dispatch(hexTextSet({ hex, field, text: draft }));
  };
  const common = {
    'data-testid': `hex-${field}-input`,
    value: draft,
    'aria-invalid': problem !== null || undefined,
    onBlur: commit,
  };
  return (
    <label className="field field-wide">
      <span>{field === 'label' ? t('notes.label') : t('notes.note')}</span>
      {field === 'label' ? (
        <input
          {...common}
          placeholder={t('notes.labelPlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') setDraft(saved);
          }}
        />
      ) : (
        <textarea
          {...common}
          rows={3}
          placeholder={t('notes.notePlaceholder')}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setDraft(saved);
          }}
        />
      )}
      {problem && (
        <span className="field-problem" role="alert">
          {problem}
        </span>
      )}
    </label>
  );
}

import { useDropTarget } from '../../../kit/fileDrop/dropTargets';
import { useEffect, useState } from 'react';
import {
  TILE_KINDS_OF,
  addTile,
  checkDeck,
  deckIdOf,
  newDeckDraft,
  removeTile,
  replaceTile,
  tileCount,
  type DeckDraft,
  type DeckFileInput,
  type DeckKind,
} from '@shared/rulesets/defense';
import { DeckMessages } from './DeckMessages';
import { allDeckOptions } from './deckOptions';
import { readDeckFile, saveDeckFile } from './deckFiles';
import { TileForm } from './TileForm';
import { TileList } from './TileList';
import { useTranslation } from '../../../i18n';

const copy = (file: DeckFileInput): DeckDraft => JSON.parse(JSON.stringify(file)) as DeckDraft;

/**
 * The tile/deck editor (issue 14, ANV-4..7): a GM lists, adds, edits and deletes tiles, saves the deck as a file,
 * opens one, and keeps it for games. The deck schema checks every keystroke; its messages name tile and field. A
 * file that does not open leaves the deck on screen untouched, and nothing unsaved is dropped without a yes.
 */
export function DeckEditor(props: {
  yours: readonly DeckFileInput[];
  onKeep: (deck: DeckFileInput) => void;
  onClose: () => void;
  /** A deck file dropped while the setup showed: opened as soon as the editor is (issue 32). */
  openFirst?: File | null;
}) {
  const { t } = useTranslation('decks');
  const options = allDeckOptions(props.yours);
  const [draft, setDraft] = useState<DeckDraft>(() => copy(options[0]!.file));
  const [selected, setSelected] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState<{ kind: 'note' | 'error'; lines: string[] } | null>(null);
  const checked = checkDeck(draft);
  const issues = checked.ok ? [] : checked.issues;
  const edit = (next: DeckDraft) => {
    setDraft(next);
    setDirty(true);
  };
  const replaceAll = (next: DeckDraft, note: string) => {
    if (dirty && !window.confirm(t('editor.leaveUnsaved', { deck: draft.name }))) return;
    setDraft(next);
    setSelected(0);
    setDirty(false);
    setMessage({ kind: 'note', lines: [note] });
  };
  const tile = draft.tiles[selected];
  /** Open deck file…, or a deck dropped onto the window (issue 32): the same reading and refusals. */
  const openDeck = (file: File) =>
    void readDeckFile(file).then((read) =>
      read.ok
        ? replaceAll(read.draft, t('editor.opened', { file: file.name }))
        : setMessage({ kind: 'error', lines: [...read.errors, t('editor.unchanged')] }),
    );
  useDropTarget('deck', openDeck);
  const openFirst = props.openFirst;
  useEffect(() => {
    if (openFirst) openDeck(openFirst);
    // Once, for the file dropped while the setup was showing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openFirst]);
  return (
    <section className="deck-editor" aria-label={t('editor.title')} data-testid="deck-editor">
      <h2>{t('editor.title')}</h2>
      <div className="deck-toolbar">
        <label>
          {t('editor.startFrom')}{' '}
          <select
            data-testid="deck-start-from"
            value=""
            onChange={(e) => {
              const option = options.find((o) => o.key === e.target.value);
              if (option) replaceAll(copy(option.file), t('editor.copyOf', { deck: option.label }));
            }}
          >
            <option value="">{t('editor.chooseDeck')}</option>
            {options.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          {t('editor.new')}{' '}
          <select
            data-testid="deck-new"
            value=""
            onChange={(e) => {
              const kind = e.target.value as DeckKind;
              if (kind) replaceAll(newDeckDraft(kind, t('editor.myDeck')), t(`editor.newNote.${kind}`));
            }}
          >
            <option value="">{t('editor.newChoose')}</option>
            <option value="faction">{t('editor.kind.faction')}</option>
            <option value="enemy">{t('editor.kind.enemy')}</option>
            <option value="city">{t('editor.kind.city')}</option>
          </select>
        </label>{' '}
        <label className="button-like">
          {t('editor.open')}
          <input
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="deck-open"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) openDeck(file);
            }}
          />
        </label>{' '}
        <button
          type="button"
          data-testid="deck-save"
          disabled={!checked.ok}
          title={checked.ok ? t('editor.saveTooltip') : t('editor.correctFirst')}
          onClick={() =>
            void saveDeckFile(draft).then((note) => {
              setDirty(false);
              setMessage({ kind: 'note', lines: [note] });
            })
          }
        >
          {t('editor.save')}
        </button>{' '}
        <button
          type="button"
          data-testid="deck-keep"
          disabled={!checked.ok}
          onClick={() => {
            props.onKeep(draft);
            props.onClose();
          }}
        >
          {t('editor.keep')}
        </button>{' '}
        <button
          type="button"
          data-testid="deck-close"
          onClick={() => {
            if (!dirty || window.confirm(t('editor.closeUnsaved', { deck: draft.name }))) props.onClose();
          }}
        >
          {t('editor.close')}
        </button>
      </div>
      <p>
        <label>
          {t('editor.name')}{' '}
          <input
            type="text"
            data-testid="deck-name"
            value={draft.name}
            onChange={(e) => edit({ ...draft, name: e.target.value, id: deckIdOf(e.target.value) })}
          />
        </label>{' '}
        {t(`editor.summary.${draft.deck}`, { count: tileCount(draft) })}
      </p>
      <DeckMessages message={message} issues={issues.map((i) => i.text)} />
      <div className="deck-editor-body">
        <div>
          <TileList
            tiles={draft.tiles}
            selected={selected}
            withIssues={new Set(issues.flatMap((i) => (i.tile === undefined ? [] : [i.tile])))}
            onSelect={setSelected}
            onDelete={(i) => {
              edit(removeTile(draft, i));
              setSelected(Math.max(0, Math.min(selected, draft.tiles.length - 2)));
            }}
          />
          {TILE_KINDS_OF[draft.deck].map((kind) => (
            <button
              key={kind}
              type="button"
              data-testid={`deck-add-${kind}`}
              onClick={() => {
                edit(addTile(draft, kind));
                setSelected(draft.tiles.length);
              }}
            >
              {t(`editor.add.${kind}`)}
            </button>
          ))}
        </div>
        {tile && (
          <TileForm
            key={`${draft.id}-${selected}-${draft.tiles.length}`}
            tile={tile}
            number={selected + 1}
            invalid={new Set(issues.filter((i) => i.tile === selected).map((i) => i.field))}
            onChange={(next) => edit(replaceTile(draft, selected, next))}
          />
        )}
      </div>
    </section>
  );
}

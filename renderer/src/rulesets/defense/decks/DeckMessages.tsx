import { useTranslation } from '../../../i18n';

/**
 * What the deck editor has to say: the last file action (a note, or why a file did not open) and what the deck
 * schema refuses in the deck on screen, one sentence per tile and field (issue 14 "Bad input").
 */
export function DeckMessages(props: {
  message: { kind: 'note' | 'error'; lines: string[] } | null;
  issues: readonly string[];
}) {
  const { t } = useTranslation('decks');
  const { message, issues } = props;
  return (
    <>
      {message && (
        <div
          className={message.kind === 'error' ? 'defense-refusal' : 'defense-note'}
          role={message.kind === 'error' ? 'alert' : 'status'}
          data-testid="deck-message"
        >
          {message.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {issues.length > 0 && (
        <div className="defense-errors" role="alert" data-testid="deck-issues">
          <p>{t('editor.issues')}</p>
          <ul>
            {issues.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { DismissButton } from '../../kit/DismissButton';
import { useExpiry } from '../../kit/useExpiry';
import { fileMessageShown } from './fileSlice';

/** How long a confirmation ("Saved") stays; failures stay until dismissed or the GM's next change. */
export const FILE_NOTE_SHOWN_MS = 4000;

/**
 * The last file result, in the status bar's flow, so it never covers a control (issue 15: a failed open sat over
 * History › Undo at 800×600 for the whole session). Confirmations fade; a failure stays until × or until the
 * document changes (the GM's next action), so it is read but does not outlive its moment.
 */
export function FileMessageLine() {
  const dispatch = useAppDispatch();
  const message = useAppSelector((state) => state.file.message);
  const present = useAppSelector((state) => state.document.present);
  const shownWith = useRef(present);
  useEffect(() => {
    shownWith.current = present;
    // Only a new message re-arms the watch; `present` is read from the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [message]);
  useEffect(() => {
    if (message && present !== shownWith.current) dispatch(fileMessageShown(null));
  }, [dispatch, message, present]);
  useExpiry(message?.kind === 'info' ? message : null, FILE_NOTE_SHOWN_MS, () =>
    dispatch(fileMessageShown(null)),
  );
  if (!message) return null;
  return (
    <span
      className={`file-message ${message.kind}`}
      role={message.kind === 'error' ? 'alert' : 'status'}
      data-testid="file-message"
    >
      <span>{message.text}</span>
      <DismissButton testId="file-message-dismiss" onDismiss={() => dispatch(fileMessageShown(null))} />
    </span>
  );
}

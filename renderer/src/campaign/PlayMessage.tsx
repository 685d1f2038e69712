import { DismissButton } from '../kit/DismissButton';
import { useExpiry } from '../kit/useExpiry';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { playMessageDismissed } from './playSlice';

/** How long the news of a command stays (refusals stay until dismissed or the next action). */
export const NOTE_SHOWN_MS = 8000;

/**
 * The last refusal (with its rule ID, GEN-10) or the news of the last command, in the panel's flow (it covers
 * nothing). News fades after NOTE_SHOWN_MS; either kind ends at the next action (playMessageSlice) or with ×.
 */
export function PlayMessage() {
  const dispatch = useAppDispatch();
  const message = useAppSelector((state) => state.play.message);
  useExpiry(message?.kind === 'note' ? message : null, NOTE_SHOWN_MS, () => dispatch(playMessageDismissed()));
  if (!message) return null;
  return (
    <div
      className={`play-message ${message.kind}`}
      data-testid="play-message"
      data-kind={message.kind}
      role={message.kind === 'refusal' ? 'alert' : 'status'}
    >
      <span>{message.text}</span>
      <DismissButton testId="play-message-dismiss" onDismiss={() => dispatch(playMessageDismissed())} />
    </div>
  );
}

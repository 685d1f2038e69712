import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { playMessageDismissed } from './playSlice';

/** The last refusal (with its rule ID, GEN-10) or the news of the last command. */
export function PlayMessage() {
  const dispatch = useAppDispatch();
  const message = useAppSelector((state) => state.play.message);
  if (!message) return null;
  return (
    <div
      className={`play-message ${message.kind}`}
      data-testid="play-message"
      data-kind={message.kind}
      role={message.kind === 'refusal' ? 'alert' : 'status'}
    >
      <span>{message.text}</span>
      <button
        type="button"
        className="link"
        aria-label="Dismiss"
        onClick={() => dispatch(playMessageDismissed())}
      >
        ×
      </button>
    </div>
  );
}

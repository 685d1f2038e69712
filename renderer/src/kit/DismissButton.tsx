/** The × that closes a message (issue 15: every message can be put away). */
export function DismissButton({ testId, onDismiss }: { testId: string; onDismiss: () => void }) {
  return (
    <button type="button" className="link" aria-label="Dismiss" data-testid={testId} onClick={onDismiss}>
      ×
    </button>
  );
}

import type { ReactNode } from 'react';

/** A modal dialog: backdrop, and a form whose submit (Enter or the submit button) runs `onSubmit`. */
export function Dialog({
  labelledBy,
  testId,
  onSubmit,
  children,
}: {
  labelledBy: string;
  testId: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <div className="dialog-backdrop">
      <form
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        data-testid={testId}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </div>
  );
}

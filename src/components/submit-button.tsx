import type { ReactNode } from 'react';

/** The form's one primary button: disabled and showing a spinner while its request is in flight. */
export function SubmitButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="up-btn" disabled={sending} aria-busy={sending ? 'true' : undefined}>
      {sending && <span className="up-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

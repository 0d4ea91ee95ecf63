import type { ComponentChildren } from 'preact';

/** The form's one primary button: disabled and showing a spinner while its request is in flight. */
export function SubmitButton({ sending, children }: { sending: boolean; children: ComponentChildren }) {
  return (
    <button type="submit" class="up-btn" disabled={sending} aria-busy={sending ? 'true' : undefined}>
      {sending && <span class="up-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

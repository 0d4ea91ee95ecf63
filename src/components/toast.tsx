import { signal } from '@preact/signals';

const message = signal('');
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a short confirmation ('set successfully', 'copied') that screen readers announce too. */
export function showToast(text: string, durationMs = 2200): void {
  message.value = text;
  clearTimeout(timer);
  timer = setTimeout(() => (message.value = ''), durationMs);
}

export function Toast() {
  return (
    <div aria-live="polite" role="status">
      {message.value && <div className="up-toast">{message.value}</div>}
    </div>
  );
}

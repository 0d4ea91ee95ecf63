import { signal } from '@preact/signals';
import { Link } from '../routing/link.js';

const message = signal<{ text: string; to?: string }>({ text: '' });
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows a short confirmation ('set successfully', 'copied') that screen readers announce too; with `to`, a tap opens it. */
export function showToast(text: string, durationMs = 2200, to?: string): void {
  message.value = { text, to };
  clearTimeout(timer);
  timer = setTimeout(() => (message.value = { text: '' }), durationMs);
}

export function Toast() {
  const { text, to } = message.value;
  return (
    // A tap on a toast that opens something has done its job: it goes.
    <div aria-live="polite" role="status" onClick={() => (message.value = { text: '' })}>
      {text &&
        (to ? (
          <Link className="up-toast" to={to}>
            {text}
          </Link>
        ) : (
          <div className="up-toast">{text}</div>
        ))}
    </div>
  );
}

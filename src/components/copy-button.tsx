import { t } from '../i18n/i18n.js';
import { Icon } from './icons.js';
import { showToast } from './toast.js';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies `text` (a code or a record's number, for quoting to customer service) and says whether it worked.
 * `label` names what is copied for screen readers; the toasts default to the generic ones.
 */
export function CopyButton({ text, label, copied = t('common.copied'), failed = t('common.copyFailed'), compact = false }: {
  text?: string;
  label?: string;
  copied?: string;
  failed?: string;
  /** An icon-only button beside a number in a row, instead of one with its word. */
  compact?: boolean;
}) {
  return (
    <button
      type="button"
      className={compact ? 'up-btn ghost up-copy' : 'up-btn secondary'}
      style={compact ? undefined : { width: 'auto' }}
      disabled={text === undefined}
      aria-label={label ? `${t('common.copy')} ${label}` : undefined}
      onClick={async (event) => {
        // Inside a row that opens on a tap (a <summary>), copying must not toggle it.
        event.preventDefault();
        if (text !== undefined) showToast((await copyText(text)) ? copied : failed);
      }}
    >
      <Icon name="copy" />
      {!compact && t('common.copy')}
    </button>
  );
}

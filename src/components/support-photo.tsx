import { useEffect } from 'react';
import { useSignal } from '@preact/signals';
import { t } from '../i18n/i18n.js';
import type { Support } from '../state/support-model.js';
import { Icon } from './icons.js';

/** A photo of the conversation as a thumbnail, fetched with the owner's token; a tap opens it full size. */
export function SupportPhoto({ support, photoId }: { support: Support; photoId: string }) {
  const url = useSignal<string | undefined>(undefined);
  const failed = useSignal(false);
  useEffect(() => {
    let shown: string | undefined;
    let live = true;
    support.photo(photoId).then(
      (blob) => live && (url.value = shown = URL.createObjectURL(blob)),
      () => live && (failed.value = true),
    );
    return () => {
      live = false;
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [photoId, support, url, failed]);
  if (!url.value) {
    return (
      <span className="up-chat-photo" role="img" aria-label={t(failed.value ? 'support.photoFailed' : 'support.photo')} aria-busy={failed.value ? undefined : 'true'}>
        <Icon name="id" />
      </span>
    );
  }
  return (
    <a className="up-chat-photo" href={url.value} target="_blank" rel="noopener noreferrer">
      <img src={url.value} alt={t('support.photo')} />
    </a>
  );
}

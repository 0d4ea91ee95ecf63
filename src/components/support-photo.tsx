import { useEffect, useState } from 'react';
import { t } from '../i18n/i18n.js';
import type { Support } from '../state/support-model.js';
import { Icon } from './icons.js';

/** A photo of the conversation as a thumbnail, fetched with the owner's token; a tap opens it full size. */
export function SupportPhoto({ support, photoId }: { support: Support; photoId: string }) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let shown: string | undefined;
    let live = true;
    support.photo(photoId).then(
      (blob) => live && setUrl(shown = URL.createObjectURL(blob)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [photoId, support]);
  if (!url) {
    return (
      <span className="up-chat-photo" role="img" aria-label={t(failed ? 'support.photoFailed' : 'support.photo')} aria-busy={failed ? undefined : 'true'}>
        <Icon name="id" />
      </span>
    );
  }
  return (
    <a className="up-chat-photo" href={url} target="_blank" rel="noopener noreferrer">
      <img src={url} alt={t('support.photo')} />
    </a>
  );
}

import { useEffect, useRef } from 'react';
import { t, language } from '../i18n/i18n.js';
import type { PageSlug } from '../core/pages.js';
import { useServices } from '../hooks/use-services.js';
import { ErrorRetry } from './error-retry.js';
import { Loading } from './loading.js';
import { useLoad } from '../hooks/use-load.js';

/**
 * A content page over the current screen (the terms, the privacy policy on the registration form): read in place
 * and closed with Close, Escape or a tap outside, so the form under it keeps what was typed.
 */
export function DocumentSheet({ slug, onClose }: { slug: PageSlug; onClose: () => void }) {
  const { content } = useServices();
  const lang = language.value;
  const load = useLoad(() => content.page(slug, lang));
  const page = load.value;
  const doneRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    doneRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="up-scrim" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="up-dialog" role="dialog" aria-modal="true" aria-labelledby="up-sheet-title" data-page={slug}>
        <div className="up-dialog-text">
          <strong id="up-sheet-title">{page?.title ?? ''}</strong>
          {page ? <Paragraphs body={page.body} /> : load.error ? <ErrorRetry error={load.error} onRetry={load.retry} /> : <Loading />}
        </div>
        <button type="button" className="up-btn" ref={doneRef} onClick={onClose}>
          {t('consent.close')}
        </button>
      </div>
    </div>
  );
}

/**
 * PageText's paragraphs, written again here: shared with the help area, PageText would join the core (build.mjs
 * moves a module two areas use there), and every first visit would carry what only registration's sheet needs.
 */
function Paragraphs({ body }: { body: string }) {
  return (
    <div className="up-prose">
      {body.split('\n\n').map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}

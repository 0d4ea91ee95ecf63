import { language } from '../i18n/i18n.js';
import { useServices } from '../hooks/use-services.js';
import { Icon } from './icons.js';
import { useLoad } from '../hooks/use-load.js';

/**
 * Home's platform highlights: the operator's short cards, one paragraph of the `highlights` content page each, in
 * the user's language. Decoration, not information a user waits for: nothing shows until they come, or if they fail.
 */
export function PlatformHighlights() {
  return <Highlights key={language.value} />;
}

function Highlights() {
  const { content } = useServices();
  const lang = language.value;
  const page = useLoad(() => content.page('highlights', lang)).value;
  if (!page) return null;
  return (
    <section aria-labelledby="up-highlights">
      <h2 id="up-highlights" className="up-section-title">
        {page.title}
      </h2>
      <ul className="up-list" data-testid="highlights">
        {page.body.split('\n\n').map((card, i) => (
          <li key={i}>
            <div className="up-row">
              <Icon name="shield" />
              <span className="up-grow">{card}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

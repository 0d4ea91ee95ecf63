import { LatestNews } from './latest-news.js';
import { PlatformHighlights } from './platform-highlights.js';

/** Home's lower half: the platform highlights, then the latest news. The news area's; home shows it as one part. */
export function HomeNews() {
  return (
    <>
      <PlatformHighlights />
      <LatestNews />
    </>
  );
}

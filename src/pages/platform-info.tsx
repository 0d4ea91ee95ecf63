import { ContentScreen } from '../components/content-screen.js';

/** `paths.info`: the spec's untitled information page (who runs the platform, prices, times, contact), titled as every page is. */
export default function PlatformInfoPage() {
  return <ContentScreen slug="info" />;
}

import { ContentScreen } from '../components/content-screen.js';

/** `paths.info`: the spec's untitled information page (who runs the platform, prices, times, contact); its title is for screen readers. */
export default function PlatformInfoPage() {
  return <ContentScreen slug="info" untitled />;
}

import { ContentScreen } from '../components/content-screen.js';

/** `paths.about`: the about page: what Uptick is and who runs it. */
export default function AboutPage() {
  return <ContentScreen slug="about" />;
}

import { ContentScreen } from '../components/content-screen.js';

/** `paths.privacy`: the privacy policy, naming the operator from its configuration. */
export default function PrivacyPolicyPage() {
  return <ContentScreen slug="privacy" />;
}

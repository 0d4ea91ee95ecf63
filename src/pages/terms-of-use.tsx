import { ContentScreen } from '../components/content-screen.js';

/** `paths.terms`: the terms of use a new account accepts. */
export default function TermsOfUsePage() {
  return <ContentScreen slug="terms" />;
}

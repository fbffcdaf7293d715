import { Link } from 'react-router';
import { LandingLinkProvider } from './landing-link';
import { LandingPage } from './landing-page';

/** The landing page as the app shows it: its links navigate inside the app. */
export function RoutedLandingPage() {
  return (
    <LandingLinkProvider value={Link}>
      <LandingPage />
    </LandingLinkProvider>
  );
}

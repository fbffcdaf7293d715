import { lazy, StrictMode, Suspense, useState } from 'react';
import { OfflineBanner } from './app/offline-banner';
import { LandingPage } from './app/pages/landing/landing-page';
import { PageLoader } from './components/page-loader';
import { useActiveSession } from './lib/session';
import { startPage } from './start-page';

const App = lazy(() => import('./app/router').then((module) => ({ default: module.AppRouter })));

/**
 * The landing page's own entry (landing.html), a visitor's first page: React and the page, without
 * the router or anything else of the app, whose pages its links load. Someone signed in, now or later
 * in another tab, gets the whole app instead, which shows the same page with their account menu, and
 * keeps it from then on.
 */
function VisitorLanding() {
  const session = useActiveSession();
  const [showsApp, setShowsApp] = useState(session !== null);
  if (session && !showsApp) setShowsApp(true);
  if (showsApp) {
    return (
      <Suspense fallback={<PageLoader />}>
        <App />
      </Suspense>
    );
  }
  return (
    <>
      <OfflineBanner />
      <LandingPage />
    </>
  );
}

startPage().render(
  <StrictMode>
    <VisitorLanding />
  </StrictMode>,
);

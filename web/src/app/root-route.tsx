import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate, useNavigation } from 'react-router';
import { setLogoutNavigation } from '../lib/session';
import { OfflineBanner } from './offline-banner';
import { PageProgress } from './page-progress';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <PageProgress />;
}

/** The top of the route tree; it stays free of MUI so the landing page can do without it. */
export function RootRoute() {
  const navigate = useNavigate();
  // flushSync commits the pending state of this navigation at once, before logout clears the session.
  useEffect(
    () => setLogoutNavigation((path) => navigate(path, { replace: true, flushSync: true })),
    [navigate],
  );
  return (
    <>
      <NavigationProgress />
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { type PortalNavigation, PortalNavigationProvider } from '../features/portal/navigation';

/**
 * The member pages inside the app's route table: their links and redirects go through React Router,
 * as every other page's do.
 */
export function RoutedMemberPages() {
  const { pathname, search, state } = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const navigation = useMemo<PortalNavigation>(
    () => ({
      location: { pathname, search, state },
      params,
      navigate: (to, options) => void navigate(to, options),
    }),
    [pathname, search, state, params, navigate],
  );
  return (
    <PortalNavigationProvider value={navigation}>
      <Outlet />
    </PortalNavigationProvider>
  );
}

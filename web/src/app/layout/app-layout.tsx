import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { useActiveSession } from '../../lib/session';
import { theme } from '../theme';
import { Footer } from './footer';
import { Header } from './header';
import { SideNavigation } from './side-navigation';

const NAVIGATION_ID = 'main-navigation';

/** The signed-in shell: header, side navigation, the page, and the footer with the speed-dial. */
export function AppLayout() {
  const session = useActiveSession();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  // Remembering where the drawer was opened closes it by itself once the user navigates away.
  const [navigationOpenedAt, setNavigationOpenedAt] = useState<string | null>(null);

  const isNavigationOpen = navigationOpenedAt === pathname;

  // RequireSession renders this layout only with a session; the check keeps the types honest.
  if (!session) return null;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <Header
        position="fixed"
        // The phone's drawer is in the page only while open: the button names it only then.
        navigationId={isNavigationOpen ? NAVIGATION_ID : undefined}
        onOpenNavigation={isDesktop ? undefined : () => setNavigationOpenedAt(pathname)}
      />
      <SideNavigation
        id={NAVIGATION_ID}
        profile={session.userProfile}
        role={session.role}
        isDesktop={isDesktop}
        isOpen={isNavigationOpen}
        onClose={() => setNavigationOpenedAt(null)}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{
            flexGrow: 1,
            outline: 'none',
            pl: { xs: 2, sm: 3, md: 4 },
            // From md up the + button keeps a column of its own, so nothing on the right runs under it.
            pr: { xs: 2, sm: 3, md: 13 },
            pt: { xs: 3, md: 4 },
            pb: 12,
          }}
        >
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}

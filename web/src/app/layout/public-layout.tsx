import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { Footer } from './footer';
import { Header } from './header';

/** Landing, sign-in and the pages clients open from a link: header and footer, no side navigation. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header position="sticky" />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}

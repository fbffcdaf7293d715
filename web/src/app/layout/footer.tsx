import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { CopyrightText } from '../../components/copyright-text';
import { useActiveSession } from '../../lib/session';

const FooterSpeedDial = lazy(() =>
  import('./footer-speed-dial').then((module) => ({ default: module.FooterSpeedDial })),
);

export function Footer() {
  const session = useActiveSession();
  const showsSpeedDial = session?.userProfile.isEnabled === true;

  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: { xs: 2, md: 4 },
        // Leaves room for the speed-dial button in the bottom right corner.
        pr: showsSpeedDial ? { xs: 11, md: 13 } : undefined,
        py: 3,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <CopyrightText businessName={session?.userProfile.businessName} />
      </Typography>
      {session && showsSpeedDial ? (
        <Suspense fallback={null}>
          <FooterSpeedDial profile={session.userProfile} role={session.role} />
        </Suspense>
      ) : null}
    </Box>
  );
}

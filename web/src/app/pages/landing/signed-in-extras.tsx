import type { Role } from '@domain/roles';
import { ThemeProvider } from '@mui/material/styles';
import type { Session, SessionProfile } from '../../../lib/session';
import { AccountMenu } from '../../layout/account-menu';
import { FooterSpeedDial } from '../../layout/footer-speed-dial';
import { theme } from '../../theme';

/** The MUI pieces a signed-in visitor sees on the landing page, loaded only for them. */
export function LandingAccountMenu({ session }: { session: Session }) {
  return (
    <ThemeProvider theme={theme}>
      <AccountMenu session={session} />
    </ThemeProvider>
  );
}

export function LandingSpeedDial({ profile, role }: { profile: SessionProfile; role: Role }) {
  return (
    <ThemeProvider theme={theme}>
      <FooterSpeedDial profile={profile} role={role} />
    </ThemeProvider>
  );
}

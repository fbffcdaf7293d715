import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Link, useLocation } from 'react-router';
import { ProductLogo } from '../../components/product-logo';
import { BusinessSwitcher } from '../../features/team';
import { useActiveSession } from '../../lib/session';
import { useText } from '../../lib/text';
import { AccountMenu } from './account-menu';
import { LAYOUT_TEXT } from './layout-text';

type HeaderProps = {
  position: 'fixed' | 'sticky';
  onOpenNavigation?: () => void;
  navigationId?: string;
};

export function Header({ position, onOpenNavigation, navigationId }: HeaderProps) {
  const session = useActiveSession();
  const { pathname } = useLocation();
  const text = useText(LAYOUT_TEXT);
  return (
    <AppBar
      position={position}
      sx={{
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        // Above the permanent drawer on desktop; below the phone drawer, which brings its own logo.
        zIndex: (theme) => ({ xs: theme.zIndex.appBar, md: theme.zIndex.drawer + 1 }),
      }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 2, md: 3 } }}>
        {onOpenNavigation ? (
          <IconButton
            edge="start"
            aria-label={text.openNavigation}
            aria-controls={navigationId}
            onClick={onOpenNavigation}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <ProductLogo to={session ? '/dashboard' : '/home'} />
        <Box sx={{ flexGrow: 1 }} />
        {session ? (
          <>
            <BusinessSwitcher session={session} />
            <AccountMenu session={session} />
          </>
        ) : pathname !== '/login' ? (
          <Button component={Link} to="/login" variant="outlined">
            {text.signIn}
          </Button>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}

import { type Role, roleMay } from '@domain/roles';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { ProductLogo } from '../../components/product-logo';
import { hasPaymentMethod, type SessionProfile } from '../../lib/session';
import { useText } from '../../lib/text';
import { LAYOUT_TEXT } from './layout-text';
import { isItemActive, visibleNavigationItems } from './navigation-items';

export const DRAWER_WIDTH = 248;

type SideNavigationProps = {
  id: string;
  profile: SessionProfile;
  role: Role;
  isDesktop: boolean;
  isOpen: boolean;
  onClose: () => void;
};

type NavigationContentProps = { id: string; profile: SessionProfile; role: Role; onNavigate?: () => void };

function NavigationContent({ id, profile, role, onNavigate }: NavigationContentProps) {
  const { pathname } = useLocation();
  const text = useText(LAYOUT_TEXT);
  return (
    <Box component="nav" id={id} aria-label={text.mainNavigation}>
      <List sx={{ px: 1.5, py: 2, display: 'grid', gap: 0.5 }}>
        {visibleNavigationItems(profile, role).map((item) => {
          const isActive = isItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <ListItemButton
              key={item.to}
              component={RouterLink}
              to={item.to}
              selected={isActive}
              aria-current={isActive ? 'page' : undefined}
              onClick={onNavigate}
            >
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText
                primary={text.navigation[item.label]}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          );
        })}
      </List>
      {hasPaymentMethod(profile) || !roleMay(role, 'manage') ? null : (
        <Box sx={{ mx: 2, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.addPaymentMethodBefore}{' '}
            <Link component={RouterLink} to="/settings" onClick={onNavigate} sx={{ fontWeight: 600 }}>
              {text.addPaymentMethodLink}
            </Link>
            .
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** A permanent drawer beside the page on desktop; on phones a drawer behind the header's menu button. */
export function SideNavigation({ id, profile, role, isDesktop, isOpen, onClose }: SideNavigationProps) {
  const paperSx = { width: DRAWER_WIDTH, boxSizing: 'border-box' as const, borderColor: 'divider' };
  if (isDesktop) {
    return (
      <Drawer
        variant="permanent"
        open
        sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
        slotProps={{ paper: { sx: paperSx } }}
      >
        <Toolbar />
        <NavigationContent id={id} profile={profile} role={role} />
      </Drawer>
    );
  }
  return (
    <Drawer variant="temporary" open={isOpen} onClose={onClose} slotProps={{ paper: { sx: paperSx } }}>
      <Toolbar sx={{ px: 2.5 }}>
        <ProductLogo to="/dashboard" />
      </Toolbar>
      <NavigationContent id={id} profile={profile} role={role} onNavigate={onClose} />
    </Drawer>
  );
}

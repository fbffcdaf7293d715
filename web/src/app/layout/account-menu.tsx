import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type MouseEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { firstWord, logout, type Session } from '../../lib/session';
import { useText } from '../../lib/text';
import { LAYOUT_TEXT } from './layout-text';

export function AccountMenu({ session }: { session: Session }) {
  const text = useText(LAYOUT_TEXT);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const isOpen = anchor !== null;
  const name = session.result.name.trim() || session.userProfile.name.trim() || session.result.email;
  const initial = name.charAt(0).toUpperCase();
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        aria-label={text.accountMenu(name)}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        aria-expanded={isOpen}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <Avatar
          src={session.userProfile.logo || undefined}
          alt={name}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontWeight: 700, fontSize: '1rem' }}
        >
          {initial}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 0.5, minWidth: 200 } } }}
      >
        <MenuItem component={Link} to="/settings" onClick={close}>
          <ListItemIcon>
            <PersonOutlineIcon fontSize="small" />
          </ListItemIcon>
          {firstWord(name)}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {text.logout}
        </MenuItem>
      </Menu>
    </>
  );
}

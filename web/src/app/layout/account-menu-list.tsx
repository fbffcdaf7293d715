import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { firstWord, logout } from '../../lib/session';
import { useText } from '../../lib/text';
import { LAYOUT_TEXT } from './layout-text';

export type AccountMenuListProps = {
  id: string;
  anchor: HTMLElement | null;
  name: string;
  onClose: () => void;
};

/** The account menu's items, loaded the first time the avatar is pressed. */
export default function AccountMenuList({ id, anchor, name, onClose }: AccountMenuListProps) {
  const text = useText(LAYOUT_TEXT);
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { mt: 0.5, minWidth: 200 } } }}
    >
      <MenuItem component={Link} to="/settings" onClick={onClose}>
        <ListItemIcon>
          <PersonOutlineIcon fontSize="small" />
        </ListItemIcon>
        {firstWord(name)}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          logout();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {text.logout}
      </MenuItem>
    </Menu>
  );
}

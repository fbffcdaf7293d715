import { ROLE_LABELS } from '@domain/roles';
import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Session } from '../../../lib/session';

export type BusinessMenuProps = {
  id: string;
  anchor: HTMLElement | null;
  session: Session;
  onChoose: (businessId: string) => void;
  onClose: () => void;
};

/** The businesses to switch to, loaded the first time the switcher is pressed. */
export default function BusinessMenu({ id, anchor, session, onChoose, onClose }: BusinessMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {session.businesses.map((business) => {
        const isCurrent = business._id === session.userProfile._id;
        return (
          <MenuItem key={business._id} selected={isCurrent} onClick={() => onChoose(business._id)}>
            <ListItemIcon>{isCurrent ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={business.name} secondary={ROLE_LABELS[business.role]} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}

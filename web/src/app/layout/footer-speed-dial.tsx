import type { Role } from '@domain/roles';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Backdrop from '@mui/material/Backdrop';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionProfile } from '../../lib/session';
import { useText } from '../../lib/text';
import { useScrollingDown } from '../../lib/use-scrolling-down';
import { LAYOUT_TEXT } from './layout-text';
import { type SpeedDialActionId, visibleSpeedDialActions } from './speed-dial-actions';

type ActionDefinition = { icon: ReactNode; to: string };

/** The reminders open the reminders page's confirmation (who gets what), never a send at once. */
const ACTIONS: Record<SpeedDialActionId, ActionDefinition> = {
  'send-reminder': { icon: <EmailOutlinedIcon />, to: '/overdue?send=email' },
  'whatsapp-reminder': { icon: <WhatsAppIcon />, to: '/overdue?send=whatsapp' },
  'new-invoice': { icon: <NoteAddOutlinedIcon />, to: '/invoice' },
  'new-customer': { icon: <PersonAddAlt1OutlinedIcon />, to: '/customers?new=1' },
};

function QuickActions({ actions }: { actions: SpeedDialActionId[] }) {
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();
  const text = useText(LAYOUT_TEXT);
  // Out of the way while the page is read downwards (on a phone there is no room beside the rows),
  // back as soon as it is scrolled up.
  const isScrollingDown = useScrollingDown(80);

  return (
    <>
      {/* Above the header and the side navigation, so the open dial is the only thing in focus. */}
      <Backdrop
        open={isOpen}
        onClick={() => setOpen(false)}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 2, bgcolor: 'rgba(244, 247, 246, 0.86)' }}
      />
      <SpeedDial
        ariaLabel={text.quickActions}
        icon={<SpeedDialIcon />}
        open={isOpen}
        hidden={isScrollingDown && !isOpen}
        // Opens on click or Enter only: opening on hover would flash the backdrop whenever the pointer passes.
        onOpen={(_event, reason) => reason === 'toggle' && setOpen(true)}
        onClose={(_event, reason) => reason !== 'mouseLeave' && setOpen(false)}
        sx={{
          position: 'fixed',
          right: { xs: 16, md: 24 },
          bottom: { xs: 16, md: 24 },
          zIndex: (theme) => theme.zIndex.drawer + 3,
        }}
      >
        {actions.map((id) => {
          const { icon, to } = ACTIONS[id];
          const label = text.speedDial[id];
          return (
            <SpeedDialAction
              key={id}
              icon={icon}
              onClick={() => {
                setOpen(false);
                void navigate(to);
              }}
              slotProps={{
                tooltip: { title: label, open: true },
                staticTooltipLabel: { sx: { whiteSpace: 'nowrap', color: 'text.primary' } },
              }}
            />
          );
        })}
      </SpeedDial>
    </>
  );
}

/** Quick actions for signed-in users, fixed to the bottom right corner above the footer. */
export function FooterSpeedDial({ profile, role }: { profile: SessionProfile; role: Role }) {
  const actions = visibleSpeedDialActions(useLocation().pathname, profile, role);
  return actions.length > 0 ? <QuickActions actions={actions} /> : null;
}

import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SessionProfile } from '../../lib/session';
import { type SpeedDialActionId, visibleSpeedDialActions } from './speed-dial-actions';

type ActionDefinition = { label: string; icon: ReactNode; to?: string };

// Actions without a destination are shown disabled and marked "Soon" until their feature arrives.
const ACTIONS: Record<SpeedDialActionId, ActionDefinition> = {
  'send-reminder': { label: 'Send Remainder', icon: <EmailOutlinedIcon /> },
  'whatsapp-reminder': { label: 'Remainder Via Whatsapp', icon: <WhatsAppIcon /> },
  'new-invoice': { label: 'New Invoice', icon: <NoteAddOutlinedIcon />, to: '/invoice' },
  'new-customer': { label: 'New Customer', icon: <PersonAddAlt1OutlinedIcon />, to: '/customers?new=1' },
};

function ActionLabel({ definition }: { definition: ActionDefinition }) {
  if (definition.to) return definition.label;
  return (
    <>
      {definition.label}{' '}
      <Box
        component="span"
        sx={{
          ml: 0.5,
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'action.selected',
          color: 'text.secondary',
          fontSize: '0.6875rem',
          fontWeight: 600,
          textTransform: 'uppercase',
          letterSpacing: '0.04em',
        }}
      >
        Soon
      </Box>
    </>
  );
}

/** Quick actions for signed-in users, fixed to the bottom right corner above the footer. */
export function FooterSpeedDial({ profile }: { profile: SessionProfile }) {
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const actions = visibleSpeedDialActions(pathname, profile);

  return (
    <>
      {/* Above the header and the side navigation, so the open dial is the only thing in focus. */}
      <Backdrop
        open={isOpen}
        onClick={() => setOpen(false)}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 2, bgcolor: 'rgba(244, 247, 246, 0.86)' }}
      />
      <SpeedDial
        ariaLabel="Quick actions"
        icon={<SpeedDialIcon />}
        open={isOpen}
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
          const definition = ACTIONS[id];
          const { to } = definition;
          return (
            <SpeedDialAction
              key={id}
              icon={definition.icon}
              onClick={
                to
                  ? () => {
                      setOpen(false);
                      navigate(to);
                    }
                  : undefined
              }
              slotProps={{
                tooltip: { title: <ActionLabel definition={definition} />, open: true },
                staticTooltipLabel: {
                  sx: { whiteSpace: 'nowrap', color: to ? 'text.primary' : 'text.secondary' },
                },
                fab: { disabled: !to },
              }}
            />
          );
        })}
      </SpeedDial>
    </>
  );
}

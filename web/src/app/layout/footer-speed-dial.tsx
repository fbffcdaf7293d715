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
import { type ReminderActions, useReminderActions } from '../../features/messaging';
import type { SessionProfile } from '../../lib/session';
import { type SpeedDialActionId, visibleSpeedDialActions } from './speed-dial-actions';

type ActionDefinition = { label: string; icon: ReactNode; to?: string };

const ACTIONS: Record<SpeedDialActionId, ActionDefinition> = {
  'send-reminder': { label: 'Send Remainder', icon: <EmailOutlinedIcon /> },
  'whatsapp-reminder': { label: 'Remainder Via Whatsapp', icon: <WhatsAppIcon /> },
  'new-invoice': { label: 'New Invoice', icon: <NoteAddOutlinedIcon />, to: '/invoice' },
  'new-customer': { label: 'New Customer', icon: <PersonAddAlt1OutlinedIcon />, to: '/customers?new=1' },
};

/** The reminders run here, not on a page of their own: the same mutations as /overdue's buttons. */
function reminderFor(id: SpeedDialActionId, reminders: ReminderActions | null) {
  if (!reminders) return null;
  if (id === 'send-reminder') {
    return { run: reminders.sendEmailReminders, isRunning: reminders.isSendingEmail };
  }
  if (id === 'whatsapp-reminder') {
    return { run: reminders.sendWhatsAppReminders, isRunning: reminders.isSendingWhatsApp };
  }
  return null;
}

type QuickActionsProps = { actions: SpeedDialActionId[]; reminders: ReminderActions | null };

function QuickActions({ actions, reminders }: QuickActionsProps) {
  const [isOpen, setOpen] = useState(false);
  const navigate = useNavigate();

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
          const reminder = reminderFor(id, reminders);
          // While a reminder is on its way its action waits (the snackbar tells how it went).
          const label = reminder?.isRunning ? `${definition.label} (sending…)` : definition.label;
          return (
            <SpeedDialAction
              key={id}
              icon={definition.icon}
              onClick={() => {
                setOpen(false);
                if (to) void navigate(to);
                reminder?.run();
              }}
              slotProps={{
                tooltip: { title: label, open: true },
                staticTooltipLabel: { sx: { whiteSpace: 'nowrap', color: 'text.primary' } },
                fab: { disabled: reminder?.isRunning ?? false },
              }}
            />
          );
        })}
      </SpeedDial>
    </>
  );
}

/** Only /overdue offers reminders: their hook needs the app's providers, which the landing page lacks. */
function QuickActionsWithReminders({ actions }: { actions: SpeedDialActionId[] }) {
  return <QuickActions actions={actions} reminders={useReminderActions()} />;
}

/** Quick actions for signed-in users, fixed to the bottom right corner above the footer. */
export function FooterSpeedDial({ profile }: { profile: SessionProfile }) {
  const actions = visibleSpeedDialActions(useLocation().pathname, profile);
  return actions.includes('send-reminder') ? (
    <QuickActionsWithReminders actions={actions} />
  ) : (
    <QuickActions actions={actions} reminders={null} />
  );
}

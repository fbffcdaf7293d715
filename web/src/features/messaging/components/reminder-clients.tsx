import type { TReminderClient } from '@domain/api/reminders';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EmptyState } from '../../../components/empty-state';
import { useText } from '../../../lib/text';
import { REMINDERS_TEXT } from '../text/reminders-text';
import { ReminderClientsList } from './reminder-clients-list';
import { ReminderClientsTable } from './reminder-clients-table';

type ReminderClientsProps = {
  clients: readonly TReminderClient[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  now: Date;
};

/** Every client with overdue invoices, ticked to be reminded: a table, or a list on a phone. */
export function ReminderClients({ clients, selected, onChange, now }: ReminderClientsProps) {
  const text = useText(REMINDERS_TEXT);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const chosen = clients.filter((client) => selected.has(client.clientId)).length;
  const toggle = (clientId: string) => {
    const next = new Set(selected);
    if (!next.delete(clientId)) next.add(clientId);
    onChange(next);
  };
  const Rows = isPhone ? ReminderClientsList : ReminderClientsTable;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
      <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        {text.clientsHeading(clients.length)}
      </Typography>
      {clients.length === 0 ? (
        <EmptyState icon={<EventBusyOutlinedIcon />}>{text.noOverdue}</EmptyState>
      ) : (
        <>
          <Typography
            variant="body2"
            role="status"
            sx={{ px: { xs: 2, sm: 3 }, pb: 1.5, color: 'text.secondary' }}
          >
            {text.chosen(chosen, clients.length)}
          </Typography>
          <Rows
            clients={clients}
            selected={selected}
            onToggle={toggle}
            onToggleAll={(isChecked) =>
              onChange(isChecked ? new Set(clients.map((client) => client.clientId)) : new Set())
            }
            now={now}
          />
        </>
      )}
    </Paper>
  );
}

import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { REMINDERS_TEXT } from '../text/reminders-text';
import {
  allChosenState,
  ClientContacts,
  LastReminded,
  OverdueBills,
  ReminderChannels,
  type ReminderRowsProps,
  ReminderShareActions,
} from './reminder-row-parts';

/** The clients with overdue invoices on a wide screen, a checkbox each: who gets a reminder. */
export function ReminderClientsTable({ clients, selected, onToggle, onToggleAll, now }: ReminderRowsProps) {
  const text = useText(REMINDERS_TEXT);
  const { columns } = text;
  return (
    <TableContainer>
      <Table
        aria-label={text.clientsToRemind}
        size="small"
        sx={{ minWidth: 860, '& td': { verticalAlign: 'top', py: 1.5 } }}
      >
        <TableHead>
          <TableRow
            sx={{
              '& th': { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.50', whiteSpace: 'nowrap' },
            }}
          >
            <TableCell padding="checkbox">
              <Checkbox
                {...allChosenState(clients, selected)}
                onChange={(event) => onToggleAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': text.chooseEveryClient } }}
              />
            </TableCell>
            <TableCell>{columns.client}</TableCell>
            <TableCell>{columns.overdue}</TableCell>
            <TableCell align="right">{columns.balance}</TableCell>
            <TableCell>{columns.willGet}</TableCell>
            <TableCell>{columns.lastReminder}</TableCell>
            <TableCell align="right">{columns.sendByHand}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((client) => (
            <TableRow key={client.clientId} hover selected={selected.has(client.clientId)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(client.clientId)}
                  onChange={() => onToggle(client.clientId)}
                  slotProps={{ input: { 'aria-label': text.remind(client.name) } }}
                />
              </TableCell>
              <TableCell sx={{ minWidth: 240, maxWidth: 300 }}>
                <Typography sx={{ fontWeight: 600 }}>{client.name}</Typography>
                <ClientContacts client={client} />
              </TableCell>
              <TableCell>
                <OverdueBills client={client} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {client.balance}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ReminderChannels client={client} />
              </TableCell>
              <TableCell>
                <LastReminded client={client} now={now} />
              </TableCell>
              <TableCell align="right" sx={{ py: 0.5 }}>
                <ReminderShareActions client={client} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
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

/** The same clients on a phone: seven columns do not fit, so each client is one item. */
export function ReminderClientsList({ clients, selected, onToggle, onToggleAll, now }: ReminderRowsProps) {
  const text = useText(REMINDERS_TEXT);
  return (
    <>
      <FormControlLabel
        sx={{
          mx: 0,
          px: 1,
          py: 0.5,
          width: '100%',
          bgcolor: 'grey.50',
          borderBlock: 1,
          borderColor: 'divider',
        }}
        control={
          <Checkbox
            {...allChosenState(clients, selected)}
            onChange={(event) => onToggleAll(event.target.checked)}
          />
        }
        label={text.chooseEveryClient}
      />
      <List aria-label={text.clientsToRemind} disablePadding>
        {clients.map((client, index) => (
          <ListItem
            key={client.clientId}
            divider={index < clients.length - 1}
            alignItems="flex-start"
            sx={{ gap: 1, px: 1, py: 1.5 }}
          >
            <Checkbox
              checked={selected.has(client.clientId)}
              onChange={() => onToggle(client.clientId)}
              slotProps={{ input: { 'aria-label': text.remind(client.name) } }}
              sx={{ mt: -0.75 }}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {client.name}
                </Typography>
                <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{client.balance}</Typography>
              </Box>
              <ClientContacts client={client} />
              <OverdueBills client={client} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {text.willGet}
                <ReminderChannels client={client} />
              </Typography>
              <LastReminded client={client} now={now} />
            </Box>
            <Box sx={{ mr: -1, mt: -0.75 }}>
              <ReminderShareActions client={client} isStacked />
            </Box>
          </ListItem>
        ))}
      </List>
    </>
  );
}

import { AGE_BUCKET_LABELS, AGE_BUCKETS } from '@domain/ageing';
import { AGEING_SORTS, type AgeingSort } from '@domain/api/reports';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { DUES_TEXT } from '../text/dues-text';
import { amountText, contactsText, lastPaymentText } from './dues-rows';
import { allChosenState, type DuesRowsProps } from './dues-selection';

const SECONDARY = { color: 'text.secondary' } as const;

/** The buckets that hold something, oldest first: "90+ days 700.00 · 61–90 days 1,100.00". */
function bucketsText(dues: Record<(typeof AGE_BUCKETS)[number], number>): string {
  return [...AGE_BUCKETS]
    .reverse()
    .filter((bucket) => dues[bucket] !== 0)
    .map((bucket) => `${AGE_BUCKET_LABELS[bucket]} ${amountText(dues[bucket])}`)
    .join(' · ');
}

/** The same flats on a phone: eleven columns do not fit, so each flat is a card; the sort is a menu. */
export function DuesCards({ report, rows, sort, onSort, selected, onToggle, onToggleAll }: DuesRowsProps) {
  const text = useText(DUES_TEXT);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1,
          py: 1,
          bgcolor: 'grey.50',
          borderBlock: 1,
          borderColor: 'divider',
        }}
      >
        <FormControlLabel
          sx={{ mx: 0, flexGrow: 1 }}
          control={
            <Checkbox
              {...allChosenState(report, selected)}
              onChange={(event) => onToggleAll(event.target.checked)}
            />
          }
          label={text.chooseAll}
        />
        <TextField
          select
          size="small"
          label={text.sortBy}
          value={sort}
          onChange={(event) => onSort(event.target.value as AgeingSort)}
          sx={{ minWidth: 140, bgcolor: 'background.paper' }}
        >
          {AGEING_SORTS.map((key) => (
            <MenuItem key={key} value={key}>
              {text.sortNames[key]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <List aria-label={text.table} disablePadding>
        {rows.map((row) =>
          row.kind === 'subtotal' ? (
            <ListItem key={row.key} divider sx={{ display: 'block', px: 2, py: 1.25, bgcolor: 'grey.50' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, fontWeight: 600 }}>
                <span>{text.subtotal(row.label, row.subtotal.flats)}</span>
                <span>{`₹${amountText(row.subtotal.total)}`}</span>
              </Box>
              <Typography variant="caption" sx={SECONDARY}>
                {bucketsText(row.subtotal.dues)}
              </Typography>
            </ListItem>
          ) : (
            <ListItem
              key={row.flat.customerId}
              divider
              alignItems="flex-start"
              sx={{ gap: 1, px: 1, py: 1.25 }}
            >
              <Checkbox
                checked={selected.has(row.flat.customerId)}
                onChange={() => onToggle(row.flat.customerId)}
                slotProps={{ input: { 'aria-label': text.choose(row.flat.flat) } }}
                sx={{ mt: -0.75 }}
              />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{row.flat.flat}</Typography>
                  <Typography
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >{`₹${amountText(row.flat.total)}`}</Typography>
                </Box>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.flat.name}
                </Typography>
                <Typography variant="caption" component="p" sx={SECONDARY}>
                  {bucketsText(row.flat.dues)}
                </Typography>
                <Typography variant="caption" component="p" sx={SECONDARY}>
                  {text.lastPayment(
                    lastPaymentText(row.flat.lastPaymentDate, text),
                    contactsText(row.flat, text),
                  )}
                </Typography>
              </Box>
            </ListItem>
          ),
        )}
      </List>
    </>
  );
}

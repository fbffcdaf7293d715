import type { TCreditNote } from '@domain/api/credit-notes';
import type { TInvoice } from '@domain/api/invoices';
import { formatCalendarDate } from '@domain/format';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { LoadFailed } from '../../../components/load-state';
import { useText } from '../../../lib/text';
import { formatInvoiceMoney } from '../../invoices';
import { useInvoiceCredits } from '../api/get-invoice-credits';
import { CREDIT_NOTES_TEXT } from '../credit-notes-text';
import { CreditNotePdfButton } from './credit-note-pdf-button';

type NotesProps = { notes: TCreditNote[]; currency: string };

const FREE_TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** From a tablet up: number, date, reason, the total with the GST it reversed, and its PDF. */
function NotesTable({ notes, currency }: NotesProps) {
  const text = useText(CREDIT_NOTES_TEXT);
  const columns = text.columns;
  return (
    <TableContainer>
      <Table aria-label={text.creditNotes} size="small" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
            <TableCell sx={{ pl: 3 }}>{columns.number}</TableCell>
            <TableCell>{columns.date}</TableCell>
            <TableCell>{columns.reason}</TableCell>
            <TableCell align="right">{columns.gst}</TableCell>
            <TableCell align="right">{columns.total}</TableCell>
            <TableCell sx={{ pr: 3 }} aria-label={columns.pdf} />
          </TableRow>
        </TableHead>
        <TableBody>
          {notes.map((note) => (
            <TableRow key={note._id} sx={{ '&:last-child td': { borderBottom: 0 } }}>
              <TableCell sx={{ pl: 3, whiteSpace: 'nowrap' }}>{note.creditNoteNumber}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(note.date)}</TableCell>
              <TableCell sx={FREE_TEXT}>{note.reason}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatInvoiceMoney(note.gst, currency)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {formatInvoiceMoney(note.total, currency)}
              </TableCell>
              <TableCell align="right" sx={{ pr: 2 }}>
                <CreditNotePdfButton note={note} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone: "CN-001 · 26 Nov 2026", the reason, and the total with its PDF at the right. */
function NotesList({ notes, currency }: NotesProps) {
  const text = useText(CREDIT_NOTES_TEXT);
  return (
    <List aria-label={text.creditNotes} disablePadding>
      {notes.map((note) => (
        <ListItem
          key={note._id}
          divider
          sx={{ gap: 1, px: 2, alignItems: 'flex-start', '&:last-child': { borderBottom: 0 } }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {`${note.creditNoteNumber} · ${formatCalendarDate(note.date)}`}
            </Typography>
            <Typography sx={FREE_TEXT}>{note.reason}</Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatInvoiceMoney(note.total, currency)}
            </Typography>
            <CreditNotePdfButton note={note} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The bill's credit notes, in the order they were numbered, when it has any: the owner's view only
 * (the public view shows what they took off in its summary). Asked for only once the bill says
 * something was credited.
 */
export function InvoiceCreditNotes({ invoice }: { invoice: TInvoice }) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const headingId = useId();
  const text = useText(CREDIT_NOTES_TEXT);
  const credits = useInvoiceCredits(invoice._id, { enabled: invoice.totalCredited > 0 });
  if (invoice.totalCredited <= 0) return null;
  const Notes = isPhone ? NotesList : NotesTable;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ mt: 3, borderRadius: 1.5, overflow: 'hidden' }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {text.creditNotes}
      </Typography>
      {credits.isError ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
          <LoadFailed message={credits.error.message} onRetry={() => credits.refetch()} />
        </Box>
      ) : credits.data ? (
        <Notes notes={credits.data.notes} currency={credits.data.invoice.currency} />
      ) : (
        <Typography variant="body2" sx={{ px: { xs: 2, sm: 3 }, pb: 2, color: 'text.secondary' }}>
          {text.loadingNotes}
        </Typography>
      )}
    </Paper>
  );
}

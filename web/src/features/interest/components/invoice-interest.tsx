import { INTEREST_LINE_NAME, type TInterestBill } from '@domain/api/interest';
import type { TInvoice } from '@domain/api/invoices';
import { interestPeriodText, segmentWorkingText } from '@domain/interest';
import { toPaise } from '@domain/money';
import { toBasisPoints } from '@domain/percent';
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
import { useInvoiceInterest } from '../api/get-invoice-interest';
import { INTEREST_TEXT, type InterestText } from '../interest-text';

/** Each stretch's working, as the PDF prints it: '49 days × ₹4,925.00 × 21 % ÷ 365'. */
export function workingsOf(bill: TInterestBill, currency: string): string[] {
  return bill.segments.map((segment) =>
    segmentWorkingText(
      { ...segment, principalPaise: toPaise(segment.principal) },
      toBasisPoints(bill.rate),
      currency,
    ),
  );
}

/** 'No. 007 · 12 Oct – 30 Nov 2026': the earlier bill and its days. */
function billTextOf(bill: TInterestBill, text: InterestText['calculation']): string {
  return text.bill(bill.invoice.invoiceNumber, interestPeriodText(bill.from, bill.to));
}

/** Whether a bill has an "Interest on arrears" line: only then is its calculation asked for. */
export function carriesInterest(invoice: TInvoice): boolean {
  return invoice.items.some((item) => item.itemName === INTEREST_LINE_NAME);
}

type BillsProps = { bills: TInterestBill[]; currency: string };

/** From a tablet up: the bill and its days, each stretch's working, and the interest. */
function BillsTable({ bills, currency }: BillsProps) {
  const { calculation: text } = useText(INTEREST_TEXT);
  return (
    <TableContainer>
      <Table aria-label={text.title} size="small">
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50' } }}>
            <TableCell sx={{ pl: 3 }}>{text.columns.bill}</TableCell>
            <TableCell>{text.columns.working}</TableCell>
            <TableCell align="right" sx={{ pr: 3 }}>
              {text.columns.interest}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bills.map((bill) => (
            <TableRow key={`${bill.invoice._id}-${bill.from}`} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ pl: 3 }}>{billTextOf(bill, text)}</TableCell>
              <TableCell>
                {workingsOf(bill, currency).map((working) => (
                  <Box key={working}>{working}</Box>
                ))}
              </TableCell>
              <TableCell align="right" sx={{ pr: 3, fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatInvoiceMoney(bill.amount, currency)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** On a phone: the bill and its days, its workings below, the interest at the right. */
function BillsList({ bills, currency }: BillsProps) {
  const { calculation: text } = useText(INTEREST_TEXT);
  return (
    <List aria-label={text.title} disablePadding>
      {bills.map((bill) => (
        <ListItem
          key={`${bill.invoice._id}-${bill.from}`}
          divider
          sx={{ gap: 1, px: 2, alignItems: 'flex-start' }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {billTextOf(bill, text)}
            </Typography>
            {workingsOf(bill, currency).map((working) => (
              <Typography key={working} variant="body2" sx={{ color: 'text.secondary' }}>
                {working}
              </Typography>
            ))}
          </Box>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatInvoiceMoney(bill.amount, currency)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

/**
 * Under the bill's lines, for its owner: how its interest on arrears was worked out, per earlier bill
 * ('No. 007 · 01 Oct – 15 Nov 2026 · 19 days × ₹4,925.00 × 21 % ÷ 365 … ₹97.59'). A table from a
 * tablet up, a list on a phone.
 */
export function InvoiceInterest({ invoice }: { invoice: TInvoice }) {
  const headingId = useId();
  const { calculation: text } = useText(INTEREST_TEXT);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const hasInterest = carriesInterest(invoice);
  const interest = useInvoiceInterest(invoice._id, { enabled: hasInterest });
  if (!hasInterest) return null;
  const bills = interest.data?.bills ?? [];
  // A line typed by hand with the same name carries no recorded calculation: nothing to show.
  if (interest.data && bills.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ mt: 3, borderRadius: 1.5, overflow: 'hidden' }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {text.title}
      </Typography>
      {interest.isError ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
          <LoadFailed message={interest.error.message} onRetry={() => interest.refetch()} />
        </Box>
      ) : interest.data ? (
        <>
          {isPhone ? (
            <BillsList bills={bills} currency={interest.data.invoice.currency} />
          ) : (
            <BillsTable bills={bills} currency={interest.data.invoice.currency} />
          )}
          <Typography variant="body2" sx={{ px: { xs: 2, sm: 3 }, py: 1.5, color: 'text.secondary' }}>
            {text.explanation}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" sx={{ px: { xs: 2, sm: 3 }, pb: 2, color: 'text.secondary' }}>
          {text.loading}
        </Typography>
      )}
    </Paper>
  );
}

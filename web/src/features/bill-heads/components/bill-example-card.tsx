import type { TBillHead } from '@domain/api/bill-heads';
import { formatMoney, formatNumber } from '@domain/format';
import type { Paise } from '@domain/money';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useText } from '../../../lib/text';
import { BILL_EXAMPLE_TEXT } from '../text/bill-example-text';
import {
  EXAMPLE_AREA_SQFT,
  EXAMPLE_PARKING_SLOTS,
  type ExampleBill,
  exampleBill,
  hasLetOutHeads,
  limitedHeads,
} from './bill-example';

const AMOUNT = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The heads in the order the bills list them, each with what it bills either flat. */
function breakdown(owner: ExampleBill, letOut: ExampleBill | null) {
  const lines = (letOut ?? owner).lines;
  const ownerAmount = new Map(owner.lines.map((line) => [line.headId, line.amount]));
  return lines.map((line) => ({
    headId: line.headId,
    name: line.name,
    owner: ownerAmount.get(line.headId),
    letOut: letOut ? line.amount : undefined,
  }));
}

function Money({ paise }: { paise: Paise | undefined }) {
  return paise === undefined ? (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      —
    </Box>
  ) : (
    formatMoney(paise)
  );
}

/**
 * What a sample flat pays under the active heads, worked out in the browser by the same rules a billing
 * run uses, so the owner sees at once what a rate means in rupees.
 */
export function BillExampleCard({ heads }: { heads: TBillHead[] }) {
  const headingId = useId();
  const text = useText(BILL_EXAMPLE_TEXT);
  const owner = exampleBill(heads, 'owner');
  const letOut = hasLetOutHeads(heads) ? exampleBill(heads, 'let_out') : null;
  const limited = limitedHeads(heads);
  const inactive = heads.filter((head) => !head.active);
  const typed = heads.some((head) => head.active && head.basis === 'typed');
  if (!owner || owner.lines.length + (letOut?.lines.length ?? 0) === 0) return null;
  const rows = breakdown(owner, letOut);
  const ownerPays = text.ownerPays(text.flat(formatNumber(EXAMPLE_AREA_SQFT), EXAMPLE_PARKING_SLOTS));
  const columns = text.columns;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 1.5 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {text.title}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {ownerPays.before}
        <strong>{formatMoney(owner.total)}</strong>
        {ownerPays.after}
      </Typography>
      {letOut ? (
        <Typography sx={{ mt: 0.5 }}>
          {text.letOutPays.before}
          <strong>{formatMoney(letOut.total)}</strong>
          {text.letOutPays.after}
        </Typography>
      ) : null}
      <Table
        size="small"
        aria-label={text.table}
        sx={{
          mt: 2,
          '& th, & td': { px: 1 },
          '& th:first-of-type, & td:first-of-type': { pl: 0 },
          '& th:last-of-type, & td:last-of-type': { pr: 0 },
        }}
      >
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary' } }}>
            <TableCell>{columns.head}</TableCell>
            <TableCell sx={AMOUNT}>{letOut ? columns.owner : columns.amount}</TableCell>
            {letOut ? <TableCell sx={AMOUNT}>{columns.letOut}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.headId}>
              <TableCell>{row.name}</TableCell>
              <TableCell sx={AMOUNT}>
                <Money paise={row.owner} />
              </TableCell>
              {letOut ? (
                <TableCell sx={AMOUNT}>
                  <Money paise={row.letOut} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700, borderBottom: 0 } }}>
            <TableCell>{text.total}</TableCell>
            <TableCell sx={AMOUNT}>{formatMoney(owner.total)}</TableCell>
            {letOut ? <TableCell sx={AMOUNT}>{formatMoney(letOut.total)}</TableCell> : null}
          </TableRow>
        </TableBody>
      </Table>
      {typed || limited.length > 0 || inactive.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5, color: 'text.secondary', typography: 'body2' }}>
          {typed ? <li>{text.typedHeads}</li> : null}
          {limited.length > 0 ? <li>{text.limitedHeads(limited.map((head) => head.name))}</li> : null}
          {inactive.length > 0 ? <li>{text.inactiveHeads(inactive.map((head) => head.name))}</li> : null}
        </Box>
      ) : null}
    </Paper>
  );
}

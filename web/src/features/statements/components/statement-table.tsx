import type { TStatement, TStatementLine } from '@domain/api/statements';
import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import { formatBalance } from '@domain/statement';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useText } from '../../../lib/text';
import { STATEMENTS_TEXT } from '../statements-text';

const money = (rupees: number) => (rupees === 0 ? '' : formatMoney(toPaise(rupees)));
const balance = (rupees: number) => formatBalance(toPaise(rupees));
const NUMBER = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A bill's number opens the bill (the member's page of it, or the owner's); a credit note's, the bill it corrects. */
function Reference({ line, billPath }: { line: TStatementLine; billPath: (invoiceId: string) => string }) {
  if (!line.invoiceId) return <>{line.reference}</>;
  return (
    <Link component={RouterLink} to={billPath(line.invoiceId)}>
      {line.reference}
    </Link>
  );
}

type StatementTableProps = { statement: TStatement; billPath: (invoiceId: string) => string };

/**
 * The statement's entries with the running balance (Dr owed, Cr advance), between the balance brought
 * forward and the period's totals; a row per entry on a wide screen, a card per entry on a phone.
 */
export function StatementTable({ statement, billPath }: StatementTableProps) {
  const text = useText(STATEMENTS_TEXT);
  const columns = text.columns;
  const brought = text.broughtForward(formatCalendarDate(statement.from));
  return (
    <>
      <Table size="small" aria-label={text.table} sx={{ display: { xs: 'none', md: 'table' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{columns.date}</TableCell>
            <TableCell>{columns.number}</TableCell>
            <TableCell>{columns.particulars}</TableCell>
            <TableCell sx={NUMBER}>{columns.debit}</TableCell>
            <TableCell sx={NUMBER}>{columns.credit}</TableCell>
            <TableCell sx={NUMBER}>{columns.balance}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            <TableCell colSpan={5} sx={{ fontWeight: 600 }}>
              {brought}
            </TableCell>
            <TableCell sx={{ ...NUMBER, fontWeight: 600 }}>{balance(statement.openingBalance)}</TableCell>
          </TableRow>
          {statement.lines.map((line) => (
            <TableRow
              key={`${line.kind}-${line.reference}-${line.date}`}
              sx={line.kind === 'reversal' ? { '& td': { color: 'error.main' } } : undefined}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(line.date)}</TableCell>
              {/* 'CN-001' and 'R-001' read whole, never broken at their hyphen. */}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Reference line={line} billPath={billPath} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{line.description}</TableCell>
              <TableCell sx={NUMBER}>{money(line.debit)}</TableCell>
              <TableCell sx={NUMBER}>{money(line.credit)}</TableCell>
              <TableCell sx={{ ...NUMBER, fontWeight: 600 }}>{balance(line.balance)}</TableCell>
            </TableRow>
          ))}
          <TableRow sx={{ '& td': { fontWeight: 700, bgcolor: 'grey.50' } }}>
            <TableCell colSpan={3}>{text.totals}</TableCell>
            <TableCell sx={NUMBER}>{formatMoney(toPaise(statement.debits))}</TableCell>
            <TableCell sx={NUMBER}>{formatMoney(toPaise(statement.credits))}</TableCell>
            <TableCell sx={NUMBER}>{balance(statement.closingBalance)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Box
        component="ul"
        aria-label={text.entries}
        sx={{ display: { md: 'none' }, listStyle: 'none', m: 0, p: 0 }}
      >
        <Box
          component="li"
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
            gap: 2,
          }}
        >
          <Typography sx={{ fontWeight: 600 }}>{brought}</Typography>
          <Typography sx={{ fontWeight: 600, ...NUMBER }}>{balance(statement.openingBalance)}</Typography>
        </Box>
        {statement.lines.map((line) => (
          <Box
            component="li"
            key={`${line.kind}-${line.reference}-${line.date}`}
            sx={{
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
              color: line.kind === 'reversal' ? 'error.main' : undefined,
            }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatCalendarDate(line.date)} · <Reference line={line} billPath={billPath} />
              </Typography>
              <Typography variant="body2" sx={NUMBER}>
                {line.debit > 0 ? `+ ${money(line.debit)}` : line.credit > 0 ? `− ${money(line.credit)}` : ''}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{line.description}</Typography>
              <Typography sx={{ fontWeight: 600, ...NUMBER }}>{balance(line.balance)}</Typography>
            </Box>
          </Box>
        ))}
        <Box component="li" sx={{ display: 'flex', justifyContent: 'space-between', py: 1.25, gap: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{text.closing}</Typography>
          <Typography sx={{ fontWeight: 700, ...NUMBER }}>{balance(statement.closingBalance)}</Typography>
        </Box>
      </Box>
    </>
  );
}

import type { TImportRow } from '@domain/api/customer-import';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useText } from '../../../lib/text';
import { IMPORT_TEXT } from '../text/import-text';
import { BreakableEmail } from './customer-row-actions';
import { ImportProblems } from './import-problems';
import { ImportStatusChip } from './import-status-chip';
import { importRowFlat, importRowOpening } from './import-summary';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The rows of a checked file, as the server read them; the Problems column says what to fix. */
export function ImportPreviewTable({ rows }: { rows: TImportRow[] }) {
  const text = useText(IMPORT_TEXT);
  const columns = text.rowColumns;
  return (
    // The box scrolls, both ways, so the dialog keeps its size and the page never scrolls sideways.
    <TableContainer sx={{ flex: '1 1 auto', minHeight: 0 }}>
      <Table
        stickyHeader
        size="small"
        aria-label={text.rows}
        sx={{ minWidth: 1040, '& th, & td': { px: 1.5, verticalAlign: 'top' } }}
      >
        <TableHead>
          <TableRow
            sx={{ '& th': { fontWeight: 600, color: 'text.secondary', bgcolor: 'grey.50', ...NO_WRAP } }}
          >
            <TableCell align="right">{columns.row}</TableCell>
            <TableCell>{columns.status}</TableCell>
            <TableCell>{columns.name}</TableCell>
            <TableCell>{columns.flat}</TableCell>
            <TableCell>{columns.email}</TableCell>
            <TableCell>{columns.opening}</TableCell>
            <TableCell sx={{ width: '30%' }}>{columns.problems}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={row.row}
              sx={
                row.action === 'invalid'
                  ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.04) }
                  : undefined
              }
            >
              <TableCell align="right" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
                {row.row}
              </TableCell>
              <TableCell sx={{ py: 0.75 }}>
                <ImportStatusChip action={row.action} />
              </TableCell>
              <TableCell sx={{ fontWeight: 500 }}>{row.values.name}</TableCell>
              <TableCell sx={NO_WRAP}>{importRowFlat(row.values, text)}</TableCell>
              <TableCell>
                <BreakableEmail email={row.values.email ?? ''} />
              </TableCell>
              <TableCell>{importRowOpening(row, text)}</TableCell>
              <TableCell>
                <ImportProblems issues={row.issues} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

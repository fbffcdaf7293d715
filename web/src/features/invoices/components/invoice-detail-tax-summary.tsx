import type { TTaxSummaryRow } from '@domain/api/invoices';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { percent, taxSummaryColumns } from '../../../lib/invoice-format';
import { InvoiceDetailSection } from './invoice-detail-section';

const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const HEADINGS = { taxableValue: 'Taxable', cgst: 'CGST', sgst: 'SGST', igst: 'IGST' } as const;

/**
 * A tax invoice's summary by rate: each rate's taxable value, CGST, SGST and IGST, and their totals,
 * as the PDF prints it. Only the taxes the bill charges get a column (CGST and SGST, or IGST), so it
 * fits a phone.
 */
export function InvoiceDetailTaxSummary({ rows, currency }: { rows: TTaxSummaryRow[]; currency: string }) {
  const columns = taxSummaryColumns(rows, currency);
  return (
    <InvoiceDetailSection label="Tax summary">
      <TableContainer>
        <Table aria-label="Tax summary" size="small" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
              <TableCell>Rate</TableCell>
              {columns.map(({ column }) => (
                <TableCell key={column} align="right">
                  {HEADINGS[column]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.rate}>
                <TableCell>{`${percent(row.rate)}%`}</TableCell>
                {columns.map(({ column, cells }) => (
                  <TableCell key={column} align="right" sx={NUMBER}>
                    {cells[index]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow sx={{ '& td': { fontWeight: 600 } }}>
              <TableCell>Total</TableCell>
              {columns.map(({ column, total }) => (
                <TableCell key={column} align="right" sx={NUMBER}>
                  {total}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </InvoiceDetailSection>
  );
}

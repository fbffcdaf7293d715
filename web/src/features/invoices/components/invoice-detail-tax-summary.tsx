import type { TTaxSummaryRow } from '@domain/api/invoices';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { percent, taxSummaryColumns } from '../../../lib/invoice-format';
import { useText } from '../../../lib/text';
import { INVOICE_DOCUMENT_TEXT } from '../text/invoice-document-text';
import { InvoiceDetailSection } from './invoice-detail-section';

const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * A tax invoice's summary by rate: each rate's taxable value, CGST, SGST and IGST, and their totals,
 * as the PDF prints it. Only the taxes the bill charges get a column (CGST and SGST, or IGST), so it
 * fits a phone.
 */
export function InvoiceDetailTaxSummary({ rows, currency }: { rows: TTaxSummaryRow[]; currency: string }) {
  const columns = taxSummaryColumns(rows, currency);
  const text = useText(INVOICE_DOCUMENT_TEXT);
  return (
    <InvoiceDetailSection label={text.taxSummary}>
      <TableContainer>
        <Table aria-label={text.taxSummary} size="small" sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}>
          <TableHead>
            <TableRow sx={{ '& th': { fontWeight: 600, bgcolor: 'grey.50', whiteSpace: 'nowrap' } }}>
              <TableCell>{text.rate}</TableCell>
              {columns.map(({ column }) => (
                <TableCell key={column} align="right">
                  {text.taxColumns[column]}
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
              <TableCell>{text.total}</TableCell>
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

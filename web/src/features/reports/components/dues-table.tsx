import { AGE_BUCKETS } from '@domain/ageing';
import type { AgeingSort } from '@domain/api/reports';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { LIST_HEADER_CELLS } from '../../../components/list-table';
import { useText } from '../../../lib/text';
import { DUES_TEXT } from '../text/dues-text';
import { amountText, contactsText, lastPaymentText } from './dues-rows';
import { allChosenState, type DuesRowsProps } from './dues-selection';

const AMOUNT = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The flats that owe on a wide screen: a checkbox each, columns sorted by a click on their heading. */
export function DuesTable({
  report,
  rows,
  sort,
  order,
  onSort,
  selected,
  onToggle,
  onToggleAll,
}: DuesRowsProps) {
  const text = useText(DUES_TEXT);
  const sortable = (key: AgeingSort, label: string, align: 'left' | 'right' = 'right') => (
    <TableCell align={align} sortDirection={sort === key ? order : false}>
      <TableSortLabel
        active={sort === key}
        direction={sort === key ? order : 'asc'}
        onClick={() => onSort(key)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
  return (
    <TableContainer>
      <Table aria-label={text.table} size="small" sx={{ minWidth: 860, '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow sx={{ '& th': LIST_HEADER_CELLS }}>
            <TableCell padding="checkbox">
              <Checkbox
                {...allChosenState(report, selected)}
                onChange={(event) => onToggleAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': text.chooseAll } }}
              />
            </TableCell>
            {sortable('flat', text.flat, 'left')}
            <TableCell>{text.name}</TableCell>
            {AGE_BUCKETS.slice(0, -1).map((bucket) => (
              <TableCell key={bucket} align="right">
                {text.bucketHeadings[bucket]}
              </TableCell>
            ))}
            {sortable('days90plus', text.bucketHeadings.days90plus)}
            {sortable('total', text.total)}
            {sortable('lastPayment', text.lastPaid)}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            if (row.kind === 'subtotal') {
              return (
                <TableRow key={row.key} sx={{ bgcolor: 'grey.50', '& td': { fontWeight: 600 } }}>
                  <TableCell />
                  <TableCell colSpan={2}>{text.subtotal(row.label, row.subtotal.flats)}</TableCell>
                  {AGE_BUCKETS.map((bucket) => (
                    <TableCell key={bucket} align="right" sx={AMOUNT}>
                      {amountText(row.subtotal.dues[bucket])}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={AMOUNT}>
                    {amountText(row.subtotal.total)}
                  </TableCell>
                  <TableCell />
                </TableRow>
              );
            }
            const { flat } = row;
            const isChosen = selected.has(flat.customerId);
            return (
              <TableRow key={flat.customerId} hover selected={isChosen}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={isChosen}
                    onChange={() => onToggle(flat.customerId)}
                    slotProps={{ input: { 'aria-label': text.choose(flat.flat) } }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {flat.flat}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {[flat.block && text.blockOf(flat.block), flat.floor && text.floorOf(flat.floor)]
                      .filter(Boolean)
                      .join(', ')}
                  </Typography>
                </TableCell>
                <TableCell sx={{ minWidth: 110, maxWidth: 200, overflowWrap: 'anywhere' }}>
                  <Typography variant="body2">{flat.name}</Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {contactsText(flat, text)}
                  </Typography>
                </TableCell>
                {AGE_BUCKETS.map((bucket) => (
                  <TableCell key={bucket} align="right" sx={AMOUNT}>
                    {amountText(flat.dues[bucket])}
                  </TableCell>
                ))}
                <TableCell align="right" sx={{ ...AMOUNT, fontWeight: 600 }}>
                  {amountText(flat.total)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {lastPaymentText(flat.lastPaymentDate, text)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

import type { TBillingRunPreview, TPreviewRow } from '@domain/api/billing-runs';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { fullFlatName, plural, rupees, shortFlatName } from './billing-text';
import { BillLink, FlagChips, isSkipped } from './preview-parts';
import { TypedAmountInput } from './typed-amount-input';
import { useRowWindow } from './use-row-window';
import { cellKey, type useTypedAmounts } from './use-typed-amounts';

/** Every row is drawn this high, so windowing knows where each one is without measuring it. */
export const PREVIEW_ROW_HEIGHT = 52;
/** The table's scroll box: about ten rows, the header and the totals. */
const SCROLL_HEIGHT = 600;

/** Narrow enough that a run of three heads shows its totals beside the flats on a laptop's screen. */
const WIDTHS = { flat: 140, head: 124, figure: 124, flags: 210, bill: 110 } as const;

type PreviewHead = TBillingRunPreview['heads'][number];

type PreviewTableProps = {
  preview: TBillingRunPreview;
  /** The rows shown (the flag filter's), in flat order. */
  rows: TPreviewRow[];
  /** A draft: typed-per-flat heads have a box per flat. */
  editable: boolean;
  typed: ReturnType<typeof useTypedAmounts>;
  errorId: string;
};

const NUMBER: SxProps<Theme> = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' };

/**
 * The header stays on top and the totals row at the bottom while the rows scroll; the flat column stays
 * at the left while the heads scroll sideways. Sticky cells need backgrounds of their own, and where two
 * sticky parts cross, the corner lies above both.
 */
const TABLE_SX: SxProps<Theme> = {
  tableLayout: 'fixed',
  minWidth: '100%',
  '& td, & th': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', px: 1 },
  '& th:first-of-type, & td:first-of-type': {
    px: 1.5,
    position: 'sticky',
    left: 0,
    zIndex: 1,
    borderRight: 1,
    borderRightColor: 'divider',
  },
  // A head's name wraps rather than being cut: only the body rows need a fixed height.
  '& thead th': {
    fontWeight: 600,
    color: 'text.secondary',
    bgcolor: 'grey.50',
    py: 1,
    verticalAlign: 'bottom',
    whiteSpace: 'normal',
    lineHeight: 1.3,
  },
  '& thead th:first-of-type': { zIndex: 3 },
  '& tbody td': { py: 0, bgcolor: 'background.paper' },
  // A flat already billed for the period is skipped: grey.
  '& tbody tr[data-skipped="true"] td': { bgcolor: 'grey.100', color: 'text.disabled' },
  '& tfoot td': {
    position: 'sticky',
    bottom: 0,
    zIndex: 2,
    bgcolor: 'grey.100',
    color: 'text.primary',
    fontWeight: 700,
    fontSize: '0.875rem',
    borderTop: 2,
    borderTopColor: 'divider',
    borderBottom: 0,
    py: 1,
  },
  '& tfoot td:first-of-type': { zIndex: 3 },
};

/** A spacer's cell: the room of the rows not drawn, never sticky. */
const SPACER_CELL = { padding: 0, border: 0, position: 'static' } as const;

function AmountCell({
  row,
  head,
  index,
  editable,
  typed,
  errorId,
}: {
  row: TPreviewRow;
  head: PreviewHead;
  index: number;
  editable: boolean;
  typed: PreviewTableProps['typed'];
  errorId: string;
}) {
  const amount = row.amounts[index] ?? null;
  if (amount === null) return <TableCell sx={{ ...NUMBER, color: 'text.disabled' }}>—</TableCell>;
  if (!editable || head.basis !== 'typed' || isSkipped(row)) {
    return <TableCell sx={NUMBER}>{rupees(amount)}</TableCell>;
  }
  const cell = {
    flatId: row.flat._id,
    headId: head._id,
    label: `${head.name} for ${shortFlatName(row.flat)}`,
  };
  return (
    <TableCell sx={{ py: 0, px: 1 }}>
      <TypedAmountInput
        amount={amount}
        label={cell.label}
        error={typed.errors[cellKey(cell.flatId, cell.headId)]?.message}
        errorId={errorId}
        onSave={(text) => typed.save(cell, text)}
      />
    </TableCell>
  );
}

/**
 * The preview on a wide screen: a row per flat, a column per head, then Sub total, GST, Total and
 * Arrears, the flags and the bill. A thousand flats stay smooth: only the rows in view are drawn. The
 * header, the flat column and the totals row stay in place while the rest scrolls.
 */
export function PreviewTable({ preview, rows, editable, typed, errorId }: PreviewTableProps) {
  const scrollBox = useRef<HTMLDivElement>(null);
  const rowWindow = useRowWindow(scrollBox, {
    rowCount: rows.length,
    rowHeight: PREVIEW_ROW_HEIGHT,
    viewportHeight: SCROLL_HEIGHT,
  });
  const { heads, totals } = preview;
  const hasBills = preview.rows.some((row) => row.billed);
  // A run without a flagged flat needs no column for flags.
  const hasFlags = preview.rows.some((row) => row.flags.length > 0);
  const columnCount = 1 + heads.length + 4 + (hasFlags ? 1 : 0) + (hasBills ? 1 : 0);
  const width =
    WIDTHS.flat +
    heads.length * WIDTHS.head +
    4 * WIDTHS.figure +
    (hasFlags ? WIDTHS.flags : 0) +
    (hasBills ? WIDTHS.bill : 0);
  const shown = rows.slice(rowWindow.start, rowWindow.end);
  return (
    <Box
      ref={scrollBox}
      onScroll={rowWindow.onScroll}
      tabIndex={0}
      role="region"
      aria-label="Bills preview, scrollable"
      sx={{ maxHeight: SCROLL_HEIGHT, overflow: 'auto', overscrollBehavior: 'contain' }}
    >
      <Table
        stickyHeader
        size="small"
        aria-label="Bills preview"
        aria-rowcount={rows.length + 2}
        sx={{ ...TABLE_SX, width }}
      >
        <colgroup>
          <col style={{ width: WIDTHS.flat }} />
          {heads.map((head) => (
            <col key={head._id} style={{ width: WIDTHS.head }} />
          ))}
          {['sub', 'gst', 'total', 'arrears'].map((name) => (
            <col key={name} style={{ width: WIDTHS.figure }} />
          ))}
          {hasFlags ? <col style={{ width: WIDTHS.flags }} /> : null}
          {hasBills ? <col style={{ width: WIDTHS.bill }} /> : null}
        </colgroup>
        <TableHead>
          <TableRow aria-rowindex={1}>
            <TableCell>Flat</TableCell>
            {heads.map((head) => (
              <TableCell key={head._id} sx={NUMBER} title={head.name}>
                {head.name}
                {head.basis === 'typed' ? (
                  <Typography variant="caption" component="span" sx={{ display: 'block', lineHeight: 1.3 }}>
                    typed per flat
                  </Typography>
                ) : null}
              </TableCell>
            ))}
            <TableCell sx={NUMBER}>Sub total</TableCell>
            <TableCell sx={NUMBER}>GST</TableCell>
            <TableCell sx={NUMBER}>Total</TableCell>
            <TableCell sx={NUMBER}>Arrears</TableCell>
            {hasFlags ? <TableCell>Flags</TableCell> : null}
            {hasBills ? <TableCell>Bill</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rowWindow.spaceBefore > 0 ? (
            <tr aria-hidden style={{ height: rowWindow.spaceBefore }}>
              <td colSpan={columnCount} style={SPACER_CELL} />
            </tr>
          ) : null}
          {shown.map((row, offset) => (
            <TableRow
              key={row.flat._id}
              aria-rowindex={rowWindow.start + offset + 2}
              data-skipped={isSkipped(row)}
              sx={{ height: PREVIEW_ROW_HEIGHT }}
            >
              <TableCell title={`${fullFlatName(row)}: ${row.flat.name}`}>
                <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.35 }} noWrap>
                  {shortFlatName(row.flat)}
                </Typography>
                <Typography
                  variant="caption"
                  component="div"
                  sx={{ color: 'text.secondary', lineHeight: 1.35 }}
                  noWrap
                >
                  {row.flat.name}
                </Typography>
              </TableCell>
              {heads.map((head, index) => (
                <AmountCell
                  key={head._id}
                  row={row}
                  head={head}
                  index={index}
                  editable={editable}
                  typed={typed}
                  errorId={errorId}
                />
              ))}
              <TableCell sx={NUMBER}>{rupees(row.subTotal)}</TableCell>
              <TableCell sx={NUMBER}>{rupees(row.gst)}</TableCell>
              <TableCell sx={{ ...NUMBER, fontWeight: 600 }}>{rupees(row.total)}</TableCell>
              <TableCell sx={NUMBER}>{row.arrears === 0 ? '—' : rupees(row.arrears)}</TableCell>
              {hasFlags ? (
                <TableCell>
                  <FlagChips flags={row.flags} />
                </TableCell>
              ) : null}
              {hasBills ? (
                <TableCell>{row.billed ? <BillLink billed={row.billed} /> : null}</TableCell>
              ) : null}
            </TableRow>
          ))}
          {rowWindow.spaceAfter > 0 ? (
            <tr aria-hidden style={{ height: rowWindow.spaceAfter }}>
              <td colSpan={columnCount} style={SPACER_CELL} />
            </tr>
          ) : null}
        </TableBody>
        <TableFooter>
          <TableRow aria-rowindex={rows.length + 2}>
            <TableCell>
              Total
              <Typography variant="caption" component="div" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {plural(totals.flats, 'bill', 'bills')}
              </Typography>
            </TableCell>
            {totals.heads.map((amount, index) => (
              <TableCell key={heads[index]?._id ?? index} sx={NUMBER}>
                {rupees(amount)}
              </TableCell>
            ))}
            <TableCell sx={NUMBER}>{rupees(totals.subTotal)}</TableCell>
            <TableCell sx={NUMBER}>{rupees(totals.gst)}</TableCell>
            <TableCell sx={NUMBER}>{rupees(totals.total)}</TableCell>
            <TableCell sx={NUMBER}>{rupees(totals.arrears)}</TableCell>
            {hasFlags ? <TableCell /> : null}
            {hasBills ? <TableCell /> : null}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

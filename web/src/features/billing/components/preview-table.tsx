import { PREVIEW_FLAG_LABELS, type TBillingRunPreview, type TPreviewRow } from '@domain/api/billing-runs';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useText } from '../../../lib/text';
import { PREVIEW_TEXT } from '../text/preview-text';
import { billPath, fullFlatName, rupees, shortFlatName } from './billing-words';
import { FLAG_COLORS, isSkipped } from './preview-parts';
import { TYPED_AMOUNT_SX, TypedAmountInput } from './typed-amount-input';
import { useRowWindow } from './use-row-window';
import { cellKey, type useTypedAmounts } from './use-typed-amounts';

/** Every row is drawn this high, so windowing knows where each one is without measuring it. */
export const PREVIEW_ROW_HEIGHT = 52;
/** The table's scroll box: about ten rows, the header and the totals. */
const SCROLL_HEIGHT = 600;

/** Narrow enough that a run of three heads shows its totals beside the flats on a laptop's screen. */
const WIDTHS = { flat: 140, head: 124, figure: 124, flags: 210, bill: 110 } as const;

/** A figure column's width: wider than usual when its total (in lakhs, bold) needs it. */
function figureWidth(total: number, usual: number): number {
  const BOLD_DIGIT_PX = 8.8;
  const PADDING_PX = 20;
  return Math.max(usual, Math.ceil(rupees(total).length * BOLD_DIGIT_PX) + PADDING_PX);
}

type PreviewHead = TBillingRunPreview['heads'][number];
type TypedAmounts = ReturnType<typeof useTypedAmounts>;

type PreviewTableProps = {
  preview: TBillingRunPreview;
  /** The rows shown (the flag filter's), in flat order. */
  rows: TPreviewRow[];
  /** A draft: typed-per-flat heads have a box per flat. */
  editable: boolean;
  typed: TypedAmounts;
  errorId: string;
};

/**
 * The header stays on top and the totals row at the bottom while the rows scroll; the flat column stays
 * at the left while the heads scroll sideways. Sticky cells need backgrounds of their own, and where two
 * sticky parts cross, the corner lies above both. The body's cells are plain elements styled from here:
 * rows come and go as the table scrolls, and drawing them must cost little.
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
  '& tbody td': {
    py: 0,
    typography: 'body2',
    bgcolor: 'background.paper',
    borderBottom: 1,
    borderBottomColor: 'divider',
  },
  '& tbody td.figure': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  '& tbody td.total': { fontWeight: 600 },
  '& tbody td.none': { color: 'text.disabled' },
  '& tbody p': { m: 0, overflow: 'hidden', textOverflow: 'ellipsis', lineHeight: 1.35 },
  '& tbody p.flat': { fontWeight: 600 },
  '& tbody p.member': { typography: 'caption', color: 'text.secondary', lineHeight: 1.35 },
  '& .flag': {
    display: 'inline-block',
    mr: 0.5,
    px: 1,
    py: 0.25,
    border: 1,
    borderRadius: 1.5,
    typography: 'caption',
    fontWeight: 600,
  },
  '& .flag-warning': { color: 'warning.dark', borderColor: 'warning.main' },
  '& .flag-default': { color: 'text.secondary', borderColor: 'divider' },
  '& a.bill': { color: 'primary.main', fontWeight: 600 },
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
  ...TYPED_AMOUNT_SX,
};

const FIGURE = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const;

/** A spacer's cell: the room of the rows not drawn, never sticky. */
const SPACER_CELL = { padding: 0, border: 0, position: 'static' } as const;

type PreviewRowProps = {
  row: TPreviewRow;
  /** Its place among the table's rows, the header being 1. */
  rowIndex: number;
  heads: PreviewHead[];
  editable: boolean;
  hasFlags: boolean;
  hasBills: boolean;
  typed: TypedAmounts;
  errorId: string;
};

/** A head's amount for the flat: a box for a head typed per flat in a draft, '—' when it does not bill the flat. */
function AmountCell({
  row,
  head,
  amount,
  editable,
  typed,
  errorId,
}: { row: TPreviewRow; head: PreviewHead; amount: number | null } & Pick<
  PreviewRowProps,
  'editable' | 'typed' | 'errorId'
>) {
  const text = useText(PREVIEW_TEXT);
  if (amount === null) return <td className="figure none">—</td>;
  if (!editable || head.basis !== 'typed' || isSkipped(row)) {
    return <td className="figure">{rupees(amount)}</td>;
  }
  const cell = {
    flatId: row.flat._id,
    headId: head._id,
    label: text.headForFlat(head.name, shortFlatName(row.flat)),
  };
  return (
    <td>
      <TypedAmountInput
        amount={amount}
        label={cell.label}
        error={typed.errors[cellKey(cell.flatId, cell.headId)]?.message}
        errorId={errorId}
        onSave={(text) => typed.save(cell, text)}
        defaultAmount={head.defaultAmount}
      />
    </td>
  );
}

/** One flat's row; drawn again only when its own figures (or the typed amounts' state) change. */
const PreviewRow = memo(function PreviewRow({
  row,
  rowIndex,
  heads,
  editable,
  hasFlags,
  hasBills,
  typed,
  errorId,
}: PreviewRowProps) {
  const text = useText(PREVIEW_TEXT);
  return (
    <tr aria-rowindex={rowIndex} data-skipped={isSkipped(row)} style={{ height: PREVIEW_ROW_HEIGHT }}>
      <td title={text.flatTitle(fullFlatName(row), row.flat.name)}>
        <p className="flat">{shortFlatName(row.flat)}</p>
        <p className="member">{row.flat.name}</p>
      </td>
      {heads.map((head, index) => (
        <AmountCell
          key={head._id}
          row={row}
          head={head}
          amount={row.amounts[index] ?? null}
          editable={editable}
          typed={typed}
          errorId={errorId}
        />
      ))}
      <td className="figure">{rupees(row.subTotal)}</td>
      <td className="figure">{rupees(row.gst)}</td>
      <td className="figure total">{rupees(row.total)}</td>
      <td className={row.arrears === 0 ? 'figure none' : 'figure'}>
        {row.arrears === 0 ? '—' : rupees(row.arrears)}
      </td>
      {hasFlags ? (
        <td>
          {row.flags.map((flag) => (
            <span key={flag} className={`flag flag-${FLAG_COLORS[flag]}`}>
              {PREVIEW_FLAG_LABELS[flag]}
            </span>
          ))}
        </td>
      ) : null}
      {hasBills ? (
        <td>
          {row.billed ? (
            <RouterLink className="bill" to={billPath(row.billed._id)}>
              {row.billed.invoiceNumber}
            </RouterLink>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
});

/**
 * The preview on a wide screen: a row per flat, a column per head, then Sub total, GST, Total and
 * Arrears, the flags and the bill. A thousand flats stay smooth: only the rows in view are drawn. The
 * header, the flat column and the totals row stay in place while the rest scrolls.
 */
export function PreviewTable({ preview, rows, editable, typed, errorId }: PreviewTableProps) {
  const text = useText(PREVIEW_TEXT);
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
  const headWidths = totals.heads.map((total) => figureWidth(total, WIDTHS.head));
  const figureWidths = [totals.subTotal, totals.gst, totals.total, totals.arrears].map((total) =>
    figureWidth(total, WIDTHS.figure),
  );
  const width =
    WIDTHS.flat +
    [...headWidths, ...figureWidths].reduce((sum, columnWidth) => sum + columnWidth, 0) +
    (hasFlags ? WIDTHS.flags : 0) +
    (hasBills ? WIDTHS.bill : 0);
  const shown = rows.slice(rowWindow.start, rowWindow.end);
  return (
    <Box
      ref={scrollBox}
      onScroll={rowWindow.onScroll}
      tabIndex={0}
      role="region"
      aria-label={text.scrollableLabel}
      sx={{ maxHeight: SCROLL_HEIGHT, overflow: 'auto', overscrollBehavior: 'contain' }}
    >
      <Table
        stickyHeader
        size="small"
        aria-label={text.previewLabel}
        aria-rowcount={rows.length + 2}
        sx={{ ...TABLE_SX, width }}
      >
        <colgroup>
          <col style={{ width: WIDTHS.flat }} />
          {heads.map((head, index) => (
            <col key={head._id} style={{ width: headWidths[index] }} />
          ))}
          {['sub', 'gst', 'total', 'arrears'].map((name, index) => (
            <col key={name} style={{ width: figureWidths[index] }} />
          ))}
          {hasFlags ? <col style={{ width: WIDTHS.flags }} /> : null}
          {hasBills ? <col style={{ width: WIDTHS.bill }} /> : null}
        </colgroup>
        <TableHead>
          <TableRow aria-rowindex={1}>
            <TableCell>{text.flat}</TableCell>
            {heads.map((head) => (
              <TableCell key={head._id} sx={FIGURE} title={head.name}>
                {head.name}
                {head.basis === 'typed' ? (
                  <Typography variant="caption" component="span" sx={{ display: 'block', lineHeight: 1.3 }}>
                    {text.typedPerFlat}
                  </Typography>
                ) : null}
              </TableCell>
            ))}
            <TableCell sx={FIGURE}>{text.subTotal}</TableCell>
            <TableCell sx={FIGURE}>{text.gst}</TableCell>
            <TableCell sx={FIGURE}>{text.total}</TableCell>
            <TableCell sx={FIGURE}>{text.arrears}</TableCell>
            {hasFlags ? <TableCell>{text.flags}</TableCell> : null}
            {hasBills ? <TableCell>{text.bill}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rowWindow.spaceBefore > 0 ? (
            <tr aria-hidden style={{ height: rowWindow.spaceBefore }}>
              <td colSpan={columnCount} style={SPACER_CELL} />
            </tr>
          ) : null}
          {shown.map((row, offset) => (
            <PreviewRow
              key={row.flat._id}
              row={row}
              rowIndex={rowWindow.start + offset + 2}
              heads={heads}
              editable={editable}
              hasFlags={hasFlags}
              hasBills={hasBills}
              typed={typed}
              errorId={errorId}
            />
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
              {text.total}
              <Typography variant="caption" component="div" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                {text.billCount(totals.flats)}
              </Typography>
            </TableCell>
            {totals.heads.map((amount, index) => (
              <TableCell key={heads[index]?._id ?? index} sx={FIGURE}>
                {rupees(amount)}
              </TableCell>
            ))}
            <TableCell sx={FIGURE}>{rupees(totals.subTotal)}</TableCell>
            <TableCell sx={FIGURE}>{rupees(totals.gst)}</TableCell>
            <TableCell sx={FIGURE}>{rupees(totals.total)}</TableCell>
            <TableCell sx={FIGURE}>{rupees(totals.arrears)}</TableCell>
            {hasFlags ? <TableCell /> : null}
            {hasBills ? <TableCell /> : null}
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

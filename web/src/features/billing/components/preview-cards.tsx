import type { TBillingRunPreview, TPreviewRow } from '@domain/api/billing-runs';
import { formatNumber } from '@domain/format';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useText } from '../../../lib/text';
import { PREVIEW_TEXT } from '../text/preview-text';
import { rupees, shortFlatName } from './billing-words';
import { BillLink, FlagChips, isSkipped } from './preview-parts';
import { TYPED_AMOUNT_SX, TypedAmountInput } from './typed-amount-input';
import { cellKey, type useTypedAmounts } from './use-typed-amounts';

/** Cards shown at first, and added by each "Show more". */
export const CARDS_PER_PAGE = 50;

type PreviewCardsProps = {
  preview: TBillingRunPreview;
  rows: TPreviewRow[];
  editable: boolean;
  typed: ReturnType<typeof useTypedAmounts>;
  errorId: string;
};

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: strong ? 700 : 400, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}

function PreviewCard({
  preview,
  row,
  editable,
  typed,
  errorId,
}: Omit<PreviewCardsProps, 'rows'> & { row: TPreviewRow }) {
  const text = useText(PREVIEW_TEXT);
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const skipped = isSkipped(row);
  const flatName = shortFlatName(row.flat);
  return (
    <Box sx={{ color: skipped ? 'text.disabled' : undefined, width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{flatName}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {row.flat.name}
          </Typography>
        </Box>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {rupees(row.total)}
        </Typography>
      </Box>
      {row.flags.length > 0 || row.billed ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
          <FlagChips flags={row.flags} wrap />
          {row.billed ? (
            <Typography variant="body2">
              {text.bill} <BillLink billed={row.billed} />
            </Typography>
          ) : null}
        </Box>
      ) : null}
      <Button
        size="small"
        onClick={() => setIsOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={detailsId}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: isOpen ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ mt: 0.5, ml: -1 }}
        aria-label={isOpen ? text.hideHeadsOf(flatName) : text.showHeadsOf(flatName)}
      >
        {isOpen ? text.hideHeads : text.showHeads}
      </Button>
      <Collapse in={isOpen} id={detailsId} unmountOnExit>
        <Box sx={{ pt: 0.5, pb: 0.5 }}>
          {preview.heads.map((head, index) => {
            const amount = row.amounts[index] ?? null;
            const isTyped = editable && head.basis === 'typed' && amount !== null && !skipped;
            if (!isTyped) {
              return (
                <Figure key={head._id} label={head.name} value={amount === null ? '—' : rupees(amount)} />
              );
            }
            const cell = {
              flatId: row.flat._id,
              headId: head._id,
              label: text.headForFlat(head.name, flatName),
            };
            return (
              <Box
                key={head._id}
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 2,
                  py: 0.25,
                }}
              >
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {text.typedHead(head.name)}
                </Typography>
                <TypedAmountInput
                  amount={amount}
                  label={cell.label}
                  width={128}
                  error={typed.errors[cellKey(cell.flatId, cell.headId)]?.message}
                  errorId={errorId}
                  onSave={(text) => typed.save(cell, text)}
                  defaultAmount={head.defaultAmount}
                />
              </Box>
            );
          })}
          <Figure label={text.subTotal} value={rupees(row.subTotal)} />
          <Figure label={text.gst} value={rupees(row.gst)} />
          <Figure label={text.total} value={rupees(row.total)} strong />
          <Figure label={text.arrearsNotBilled} value={rupees(row.arrears)} />
        </Box>
      </Collapse>
    </Box>
  );
}

/** The preview on a phone: a card per flat, fifty at a time; each card opens to its heads. */
export function PreviewCards({ preview, rows, editable, typed, errorId }: PreviewCardsProps) {
  const text = useText(PREVIEW_TEXT);
  const [count, setCount] = useState(CARDS_PER_PAGE);
  const shown = rows.slice(0, count);
  return (
    <Box>
      <List aria-label={text.previewLabel} disablePadding sx={TYPED_AMOUNT_SX}>
        {shown.map((row, index) => (
          <ListItem
            key={row.flat._id}
            divider={index < shown.length - 1 || rows.length > shown.length}
            sx={{ px: 2, py: 1.5, bgcolor: isSkipped(row) ? 'grey.100' : undefined }}
          >
            <PreviewCard preview={preview} row={row} editable={editable} typed={typed} errorId={errorId} />
          </ListItem>
        ))}
      </List>
      {rows.length > shown.length ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, py: 1.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.showing(formatNumber(shown.length), rows.length)}
          </Typography>
          <Button variant="outlined" onClick={() => setCount((current) => current + CARDS_PER_PAGE)}>
            {text.showMore}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

import type { TReceipt } from '@domain/api/receipts';
import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { downloadFile } from '../../../lib/download-file';
import { useCan } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { receiptPdfPath, useFlatReceipts } from '../api/flat-receipts';
import { PAYMENTS_TEXT, type PaymentsText } from '../payments-text';
import { ReverseReceiptDialog } from './reverse-receipt-dialog';

const money = (rupees: number) => formatMoney(toPaise(rupees));

/** Where a receipt's money went: the opening arrears, each bill, and what is left as advance. */
function settledText(receipt: TReceipt, text: PaymentsText['receipts']): string {
  const { reversal } = receipt;
  if (reversal) {
    return text.reversedOn(
      formatCalendarDate(reversal.reversedOn),
      reversal.reason || null,
      reversal.bounceCharge > 0 ? money(reversal.bounceCharge) : null,
    );
  }
  const parts = [
    ...(receipt.openingPaid > 0 ? [text.arrears(money(receipt.openingPaid))] : []),
    ...receipt.bills.map((bill) => text.bill(money(bill.amount), bill.invoiceNumber)),
    ...(receipt.advance > 0 ? [text.advance(money(receipt.advance))] : []),
  ];
  return parts.length > 0 ? text.paid(parts.join(', ')) : '';
}

function ReceiptRow({ receipt, onReverse }: { receipt: TReceipt; onReverse: (receipt: TReceipt) => void }) {
  const notify = useNotify();
  const { receipts: text } = useText(PAYMENTS_TEXT);
  const download = useMutation({
    mutationFn: () => downloadFile(receiptPdfPath(receipt._id), `receipt-${receipt.receiptNumber}.pdf`),
    onError: (error) => notify.failed(error),
  });
  const isReversed = receipt.reversal !== null;
  const canKeepBooks = useCan('keepBooks');
  return (
    <Box
      component="li"
      aria-label={text.receipt(receipt.receiptNumber)}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: '6rem 8rem minmax(0, 1fr) 8rem auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography sx={{ fontWeight: 600 }}>{receipt.receiptNumber}</Typography>
      <Typography
        sx={{
          gridColumn: { xs: 2, md: 'auto' },
          gridRow: { xs: 1, md: 'auto' },
          textAlign: { xs: 'right', md: 'left' },
          color: 'text.secondary',
        }}
      >
        {formatCalendarDate(receipt.datePaid)}
      </Typography>
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {[receipt.paymentMethod, receipt.reference].filter(Boolean).join(' · ')}
        </Typography>
        <Typography
          variant="body2"
          sx={{ color: isReversed ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}
        >
          {settledText(receipt, text)}
        </Typography>
      </Box>
      <Box sx={{ textAlign: { md: 'right' }, gridColumn: { xs: 1, md: 'auto' } }}>
        <Typography
          sx={{
            fontWeight: 700,
            fontVariantNumeric: 'tabular-nums',
            textDecoration: isReversed ? 'line-through' : undefined,
          }}
        >
          {money(receipt.amount)}
        </Typography>
        {isReversed ? <Chip size="small" color="error" variant="outlined" label={text.reversed} /> : null}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', gridColumn: { xs: 2, md: 'auto' } }}>
        <Button
          size="small"
          startIcon={<PictureAsPdfOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          aria-label={text.download(receipt.receiptNumber)}
        >
          {text.pdf}
        </Button>
        {isReversed || !canKeepBooks ? null : (
          <Button
            size="small"
            color="error"
            startIcon={<UndoOutlined />}
            onClick={() => onReverse(receipt)}
            aria-label={text.reverseReceipt(receipt.receiptNumber)}
          >
            {text.reverse}
          </Button>
        )}
      </Box>
    </Box>
  );
}

type FlatReceiptsProps = { customerId: string; onChanged: () => Promise<unknown> };

/**
 * A flat's receipts, newest first: number, date, how it was paid, what it settled (or that it was
 * reversed, when and why), the amount; each with its PDF and, while it stands, Reverse.
 */
export function FlatReceipts({ customerId, onChanged }: FlatReceiptsProps) {
  const text = useText(PAYMENTS_TEXT).receipts;
  const receiptsQuery = useFlatReceipts(customerId);
  const [reversing, setReversing] = useState<{ receipt: TReceipt; key: number } | null>(null);
  if (receiptsQuery.isPending) return <LoadingSpinner label={text.loading} />;
  if (!receiptsQuery.data) {
    return <LoadFailed message={receiptsQuery.error?.message} onRetry={() => receiptsQuery.refetch()} />;
  }
  const receipts = receiptsQuery.data.items;
  if (receipts.length === 0) {
    return <EmptyState icon={<ReceiptLongOutlined />}>{text.none}</EmptyState>;
  }
  return (
    <>
      <Box component="ul" aria-label={text.list} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {receipts.map((receipt) => (
          <ReceiptRow
            key={receipt._id}
            receipt={receipt}
            onReverse={(chosen) => setReversing({ receipt: chosen, key: Date.now() })}
          />
        ))}
      </Box>
      {reversing ? (
        <ReverseReceiptDialog
          key={reversing.key}
          open
          customerId={customerId}
          receipt={reversing.receipt}
          onClose={() => setReversing(null)}
          onChanged={onChanged}
        />
      ) : null}
    </>
  );
}

import type { TPortalReceipt } from '@domain/api/portal';
import { memberReceiptPdfPath } from '../api/member-portal';
import styles from '../portal.module.css';
import { methodName, rupees } from '../portal-format';
import { usePortalText } from '../portal-language';

/** The flat's receipts, newest first, each with its PDF. */
export function ReceiptList({ token, receipts }: { token: string; receipts: TPortalReceipt[] }) {
  const { text, day } = usePortalText();
  if (receipts.length === 0) return <p className={styles.muted}>{text.noReceipts}</p>;
  return (
    <ul className={styles.receipts}>
      {receipts.map((receipt) => (
        <li key={receipt._id} className={styles.receipt}>
          <div>
            <p className={styles.receiptAmount}>
              {rupees(receipt.amount)}
              {receipt.isReversed ? <span className={styles.reversedBadge}>{text.reversed}</span> : null}
            </p>
            <p className={styles.muted}>
              {day(receipt.date)} ·{' '}
              {text.receiptLine(receipt.receiptNumber, methodName(text, receipt.paymentMethod))}
            </p>
          </div>
          <a
            href={memberReceiptPdfPath(token, receipt._id)}
            className={styles.textButton}
            download
            aria-label={text.receiptPdf(receipt.receiptNumber)}
          >
            {text.pdf}
          </a>
        </li>
      ))}
    </ul>
  );
}

import type { TPortalReceipt } from '@domain/api/portal';
import { memberReceiptPdfPath } from '../api/member-portal';
import styles from '../portal.module.css';
import { day, rupees } from '../portal-format';
import { PORTAL_TEXT as text } from '../portal-text';

/** The flat's receipts, newest first, each with its PDF. */
export function ReceiptList({ token, receipts }: { token: string; receipts: TPortalReceipt[] }) {
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
              {day(receipt.date)} · {text.receiptLine(receipt.receiptNumber, receipt.paymentMethod)}
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

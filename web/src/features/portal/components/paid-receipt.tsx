import { memberReceiptPdfPath } from '../api/member-portal';
import styles from '../portal.module.css';
import { rupees } from '../portal-format';
import { usePortalText } from '../portal-language';
import type { PaidReceipt } from './use-pay-dues';

/** Where a payment lands: its receipt, to keep. */
export function PaidReceiptNote({ token, receipt }: { token: string; receipt: PaidReceipt }) {
  const { text } = usePortalText();
  return (
    <section className={styles.paid} aria-labelledby="paid-title" role="status">
      <h2 id="paid-title" className={styles.paidTitle}>
        {text.paidTitle}
      </h2>
      <p>{text.paidText(receipt.receiptNumber, rupees(receipt.amount))}</p>
      <a href={memberReceiptPdfPath(token, receipt._id)} className={styles.containedButton} download>
        {text.downloadReceipt}
      </a>
    </section>
  );
}

import type { TPublicInvoice } from '@domain/api/invoices';
import styles from '../invoice.module.css';
import { Link } from '../navigation';
import { usePortalText } from '../portal-language';
import { invoicePath } from './invoice-paths';

/**
 * A replaced bill points to the late-fee bill that now carries its debt, and a late-fee bill back to
 * the one it replaced.
 */
export function InvoiceReplacement({
  invoice,
}: {
  invoice: Pick<TPublicInvoice, 'replacedBy' | 'replaces'>;
}) {
  const { text } = usePortalText();
  const t = text.invoice;
  return (
    <>
      {invoice.replacedBy ? (
        <p className={styles.warning} role="note">
          {t.replacedBy}{' '}
          <Link to={invoicePath(invoice.replacedBy._id)}>{t.number(invoice.replacedBy.invoiceNumber)}</Link>{' '}
          {t.withLateFee}
        </p>
      ) : null}
      {invoice.replaces ? (
        <p className={styles.note} role="note">
          {t.lateFeeOn}{' '}
          <Link to={invoicePath(invoice.replaces._id)}>{t.number(invoice.replaces.invoiceNumber)}</Link>
        </p>
      ) : null}
    </>
  );
}

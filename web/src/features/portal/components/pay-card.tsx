import type { TPublicInvoice } from '@domain/api/invoices';
import { isExpired } from '@domain/status';
import { formatInvoiceMoney } from '../../../lib/invoice-format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import styles from '../invoice.module.css';
import { Link } from '../navigation';
import portal from '../portal.module.css';
import { usePortalText } from '../portal-language';
import { Facts } from './invoice-document';
import { invoicePath } from './invoice-paths';
import type { PayPhase } from './use-pay-dues';
import type { PayNotice } from './use-pay-invoice';

type PayCardProps = {
  invoice: TPublicInvoice;
  phase: PayPhase;
  notice: PayNotice | null;
  onPay: () => void;
  /** The number of the replaced bill whose link led here, when it did. */
  replacedNumber?: string;
};

/**
 * The bill to pay: who asks, for what, how much is left, and the one button that pays it. A bill past
 * its due date is still paid online for its balance (reminders link here), with a word that a late fee
 * may follow; a payer sent here from a bill a late-fee bill replaced is told why the number changed.
 */
export function PayCard({ invoice, phase, notice, onPay, replacedNumber }: PayCardProps) {
  const { text, day } = usePortalText();
  const t = text.invoice;
  useDocumentTitle(t.payTitle);
  const money = (amount: number) => formatInvoiceMoney(amount, invoice.currency);
  const amountDue = money(invoice.balanceDue);
  const label = { idle: text.pay(amountDue), starting: t.paying(amountDue), open: t.paying(amountDue) };
  // Overdue once the due date's day is over in India ('YYYY-MM-DD' compared with today there).
  const isOverdue = invoice.balanceDue > 0 && isExpired(invoice.dueDate, new Date());
  const { issuer } = invoice;
  return (
    <section className={styles.panel} aria-labelledby="pay-title">
      <div className={styles.issuer}>
        {issuer.logo ? <img src={issuer.logo} alt={issuer.businessName} className={styles.logo} /> : null}
        <div>
          <p className={styles.name}>{issuer.businessName}</p>
          <p className={styles.secondary}>{t.invoiceNo(invoice.invoiceNumber)}</p>
        </div>
      </div>
      <h1 id="pay-title" className={styles.title} style={{ marginTop: 20 }}>
        {t.payTitle}
      </h1>
      <Facts
        label={t.headings.Invoice ?? 'Invoice'}
        className={styles.payFacts}
        facts={[
          [t.billedTo, invoice.client.name],
          [t.dueDate, day(invoice.dueDate)],
          [t.total, money(invoice.total)],
          ...(invoice.totalAmountReceived > 0
            ? [[t.paidSoFar, money(invoice.totalAmountReceived)] as [string, string]]
            : []),
          [t.amountDue, amountDue, styles.amountDue],
        ]}
      />
      {replacedNumber ? (
        <p className={styles.note} role="status">
          {t.replacedNote(replacedNumber, invoice.invoiceNumber)}
        </p>
      ) : null}
      {isOverdue ? (
        <p className={styles.warning} role="note">
          {t.overdueNote(t.headings[invoice.type] ?? invoice.type, day(invoice.dueDate))}
        </p>
      ) : null}
      {notice ? (
        <p className={notice.severity === 'error' ? portal.notice : styles.warning} role="alert">
          {text.server(notice.message)}
        </p>
      ) : null}
      {invoice.balanceDue > 0 ? (
        <button
          type="button"
          className={`${portal.containedButton} ${portal.payButton} ${styles.wide}`}
          disabled={phase !== 'idle'}
          onClick={onPay}
        >
          {phase === 'confirming' ? text.confirming : label[phase]}
        </button>
      ) : null}
      <div className={styles.payFooter}>
        <span>{t.securePayment}</span>
        <Link to={invoicePath(invoice._id)}>{t.viewInvoice}</Link>
      </div>
    </section>
  );
}

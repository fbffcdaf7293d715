import type { TPortalBill } from '@domain/api/portal';
import { Link } from 'react-router';
import styles from '../portal.module.css';
import { day, rupees } from '../portal-format';
import { PORTAL_TEXT as text } from '../portal-text';

/** One unpaid bill: its heads, what was paid on it, its balance, and the ways to open and pay it. */
export function BillCard({ bill, canPayOnline }: { bill: TPortalBill; canPayOnline: boolean }) {
  const headingId = `bill-${bill._id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {text.bill(bill.type, bill.invoiceNumber)}
        </h3>
        {bill.isOverdue ? <span className={styles.overdueBadge}>{text.overdue}</span> : null}
      </div>
      <p className={styles.muted}>{text.billDates(day(bill.date), day(bill.dueDate))}</p>
      <dl className={styles.lines}>
        {bill.heads.map((head, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a bill's lines are fixed and in the bill's own order
          <div key={`${head.name}-${index}`} className={styles.line}>
            <dt>{head.name}</dt>
            <dd>{rupees(head.amount)}</dd>
          </div>
        ))}
        {bill.taxAndRounding !== 0 ? (
          <div className={styles.line}>
            <dt>{text.taxAndRounding}</dt>
            <dd>{rupees(bill.taxAndRounding)}</dd>
          </div>
        ) : null}
        <div className={`${styles.line} ${styles.lineTotal}`}>
          <dt>{text.billTotal}</dt>
          <dd>{rupees(bill.total)}</dd>
        </div>
        {bill.settled > 0 ? (
          <div className={styles.line}>
            <dt>{text.paidSoFar}</dt>
            <dd>−{rupees(bill.settled)}</dd>
          </div>
        ) : null}
        <div className={`${styles.line} ${styles.lineBalance}`}>
          <dt>{text.balance}</dt>
          <dd>{rupees(bill.balanceDue)}</dd>
        </div>
      </dl>
      <div className={styles.cardActions}>
        <Link to={`/invoice/${bill._id}`} className={styles.textButton}>
          {text.viewBill}
        </Link>
        {canPayOnline ? (
          <Link to={`/payment/${bill._id}`} className={styles.outlinedButton}>
            {text.payBill(rupees(bill.balanceDue))}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

import type { TPortalBill } from '@domain/api/portal';
import { Link } from '../navigation';
import styles from '../portal.module.css';
import { rupees } from '../portal-format';
import { usePortalText } from '../portal-language';

type BillCardProps = {
  bill: TPortalBill;
  /** Whether it is among the bills the Pay button pays; undefined when the society takes no payments online. */
  isSelected?: boolean;
  onSelect: (isSelected: boolean) => void;
};

/** One unpaid bill: its heads, what was paid on it, its balance, and whether the payment includes it. */
export function BillCard({ bill, isSelected, onSelect }: BillCardProps) {
  const { text, day } = usePortalText();
  const headingId = `bill-${bill._id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {text.bill(text.documentTypes[bill.type] ?? bill.type, bill.invoiceNumber)}
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
        {isSelected === undefined ? null : (
          <label className={styles.selectBill}>
            <input
              type="checkbox"
              checked={isSelected}
              onChange={(event) => onSelect(event.target.checked)}
            />
            {text.payThisBill}
          </label>
        )}
        <Link to={`/invoice/${bill._id}`} className={styles.textButton}>
          {text.viewBill}
        </Link>
      </div>
    </li>
  );
}

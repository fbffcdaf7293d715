import type { TMemberIntimation } from '@domain/api/intimations';
import styles from '../portal.module.css';
import { day, rupees } from '../portal-format';
import { PORTAL_TEXT as text } from '../portal-text';

/** The member's reports with where each stands. */
export function ReportList({ reports }: { reports: TMemberIntimation[] }) {
  if (reports.length === 0) return null;
  return (
    <>
      <h3 className={styles.subTitle}>{text.yourReports}</h3>
      <ul className={styles.receipts}>
        {reports.map((report) => (
          <li key={report._id} className={styles.receipt}>
            <div>
              <p className={styles.receiptAmount}>
                {text.reportLine(rupees(report.amount), day(report.paidOn), report.paymentMethod)}
              </p>
              <p className={report.status === 'rejected' ? styles.rejected : styles.muted}>
                {report.status === 'rejected'
                  ? text.reportStatus.rejected(report.reason)
                  : text.reportStatus[report.status]}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

import type { TMemberIntimation } from '@domain/api/intimations';
import styles from '../portal.module.css';
import { methodName, rupees } from '../portal-format';
import { usePortalText } from '../portal-language';

/** The member's reports with where each stands. */
export function ReportList({ reports }: { reports: TMemberIntimation[] }) {
  const { text, day } = usePortalText();
  if (reports.length === 0) return null;
  return (
    <>
      <h3 className={styles.subTitle}>{text.yourReports}</h3>
      <ul className={styles.receipts}>
        {reports.map((report) => (
          <li key={report._id} className={styles.receipt}>
            <div>
              <p className={styles.receiptAmount}>
                {text.reportLine(
                  rupees(report.amount),
                  day(report.paidOn),
                  methodName(text, report.paymentMethod),
                )}
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

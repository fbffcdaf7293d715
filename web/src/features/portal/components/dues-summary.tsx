import { AGE_BUCKETS } from '@domain/ageing';
import type { TMemberPortal } from '@domain/api/portal';
import type { ReactNode } from 'react';
import styles from '../portal.module.css';
import { rupees } from '../portal-format';
import { usePortalText } from '../portal-language';

/** The total due, how old it is, and any advance: the first thing a member looks for. */
export function DuesSummary({ portal, children }: { portal: TMemberPortal; children?: ReactNode }) {
  const { text, day } = usePortalText();
  const buckets = AGE_BUCKETS.filter((bucket) => portal.ageing[bucket] > 0);
  return (
    <section className={styles.summary} aria-labelledby="total-due">
      <p id="total-due" className={styles.summaryLabel}>
        {text.totalDue}
      </p>
      <p className={styles.total}>{rupees(portal.totalDue)}</p>
      <p className={styles.muted}>{text.asOf(day(portal.today))}</p>
      {portal.totalDue === 0 ? <p className={styles.allClear}>{text.nothingDue}</p> : null}
      {portal.openingDue > 0 ? (
        <p className={styles.muted}>{text.openingDue(rupees(portal.openingDue))}</p>
      ) : null}
      {buckets.length > 0 ? (
        <dl className={styles.ageing} aria-label={text.ageingLabel}>
          {buckets.map((bucket) => (
            <div key={bucket} className={`${styles.ageBucket} ${styles[bucket]}`}>
              <dt>{text.ageBuckets[bucket]}</dt>
              <dd>{rupees(portal.ageing[bucket])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {portal.advance > 0 ? <p className={styles.advance}>{text.advance(rupees(portal.advance))}</p> : null}
      {children}
    </section>
  );
}

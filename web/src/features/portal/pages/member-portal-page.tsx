import type { TMemberPortal } from '@domain/api/portal';
import { useState } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { fetchMemberPortal, type MemberPortalLoad } from '../api/member-portal';
import { memberStatementPdfPath } from '../api/member-statement';
import { BillCard } from '../components/bill-card';
import { DuesSummary } from '../components/dues-summary';
import { PaidReceiptNote } from '../components/paid-receipt';
import { PayDuesPanel } from '../components/pay-dues-panel';
import { PortalFailure, PortalLoading, PortalShell } from '../components/portal-shell';
import { ReceiptList } from '../components/receipt-list';
import { ReportList } from '../components/report-list';
import { ReportPaymentForm } from '../components/report-payment-form';
import { type PaidReceipt, usePayDues } from '../components/use-pay-dues';
import { Link, useParams } from '../navigation';
import { countAfter, leastAmount, selectionAmount } from '../pay-selection';
import styles from '../portal.module.css';
import { PortalLanguageProvider, usePortalText } from '../portal-language';
import { usePublicLoad } from '../use-public-load';

const LOADING: MemberPortalLoad = { state: 'loading' };

/** The member's own page (`/m/:token`): what they owe, each unpaid bill, their receipts and statement. */
export function MemberPortalPage() {
  const token = useParams().token ?? '';
  const { load, retry } = usePublicLoad(token, (signal) => fetchMemberPortal(token, signal), LOADING);
  return (
    <PortalLanguageProvider societyDefault={load.state === 'loaded' ? load.portal.language : undefined}>
      <MemberPortalByState token={token} load={load} retry={retry} />
    </PortalLanguageProvider>
  );
}

function MemberPortalByState({
  token,
  load,
  retry,
}: {
  token: string;
  load: MemberPortalLoad;
  retry: () => void;
}) {
  const { text } = usePortalText();
  const society = load.state === 'loaded' ? load.portal.society.name : '';
  useDocumentTitle(society ? `${text.pageTitle} · ${society}` : text.pageTitle);

  if (load.state === 'loading') return <PortalLoading label={text.loading} />;
  if (load.state === 'failed') return <PortalFailure failure={load.failure} onRetry={retry} />;

  return <MemberPortal token={token} portal={load.portal} onChanged={retry} />;
}

function MemberPortal({
  token,
  portal,
  onChanged,
}: {
  token: string;
  portal: TMemberPortal;
  onChanged: () => void;
}) {
  const { text } = usePortalText();
  const [selected, setSelected] = useState({ of: portal, count: portal.bills.length });
  // Fresh figures (after a payment, or back online) choose every bill again.
  const count = selected.of === portal ? selected.count : portal.bills.length;
  const [paid, setPaid] = useState<PaidReceipt | null>(null);
  const [reported, setReported] = useState<string | null>(null);
  const payment = usePayDues(token, portal.member, (receipt) => {
    setPaid(receipt);
    onChanged();
  });
  const canPay = portal.canPayOnline && portal.totalDue > 0;
  return (
    <PortalShell society={portal.society} member={portal.member}>
      {paid ? <PaidReceiptNote token={token} receipt={paid} /> : null}
      <DuesSummary portal={portal}>
        {canPay ? (
          <PayDuesPanel
            amount={selectionAmount(portal, count)}
            least={leastAmount(portal)}
            phase={payment.phase}
            notice={payment.notice}
            onPay={(amount) => void payment.pay(amount)}
          />
        ) : null}
      </DuesSummary>
      <section aria-labelledby="unpaid-bills" className={styles.section}>
        <h2 id="unpaid-bills" className={styles.sectionTitle}>
          {text.unpaidBills}
        </h2>
        {portal.bills.length === 0 ? (
          <p className={styles.muted}>{text.noUnpaidBills}</p>
        ) : (
          <ul className={styles.cards}>
            {portal.bills.map((bill, index) => (
              <BillCard
                key={bill._id}
                bill={bill}
                isSelected={canPay ? index < count : undefined}
                onSelect={(isSelected) => setSelected({ of: portal, count: countAfter(index, isSelected) })}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="receipts" className={styles.section}>
        <h2 id="receipts" className={styles.sectionTitle}>
          {text.receipts}
        </h2>
        <ReceiptList token={token} receipts={portal.receipts} />
      </section>
      <section aria-labelledby="paid-other-way" className={styles.section}>
        <h2 id="paid-other-way" className={styles.sectionTitle}>
          {text.paidOtherWay}
        </h2>
        {reported ? (
          <p className={styles.sentNotice} role="status">
            {text.server(reported)}
          </p>
        ) : (
          <p className={styles.muted}>{text.paidOtherWayText}</p>
        )}
        <ReportPaymentForm
          token={token}
          today={portal.today}
          onSent={(message) => {
            setReported(message);
            onChanged();
          }}
        />
        <ReportList reports={portal.intimations} />
      </section>
      <section aria-labelledby="statement" className={styles.section}>
        <h2 id="statement" className={styles.sectionTitle}>
          {text.statement}
        </h2>
        <p className={styles.muted}>{text.statementText}</p>
        <div className={styles.cardActions}>
          <Link to={portal.statementPath} className={styles.outlinedButton}>
            {text.openStatement}
          </Link>
          <a href={memberStatementPdfPath(token)} className={styles.textButton} download>
            {text.statementPdf}
          </a>
        </div>
      </section>
    </PortalShell>
  );
}

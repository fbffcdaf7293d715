import { amountInWords } from '@domain/amount-in-words';
import type { TPublicInvoice } from '@domain/api/invoices';
import { gstStateLabel } from '@domain/gst-states';
import { toPaise } from '@domain/money';
import { statusLabel } from '@domain/status';
import type { ReactNode } from 'react';
import { statusColor } from '../../../app/status-colors';
import { formatInvoiceMoney } from '../../../lib/invoice-format';
import styles from '../invoice.module.css';
import { usePortalText } from '../portal-language';
import { InvoiceItems, InvoiceTaxSummary, invoiceSummaryTaxes } from './invoice-lines';

/** One block of the bill ('From', 'Bill to', 'Notes'): a labelled region a screen reader can jump to. */
function Block({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.label}>
        {label}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs, read in pairs by screen readers; a row may carry its own class (the total). */
export function Facts({
  label,
  facts,
  className,
}: {
  label: string;
  facts: Array<[string, ReactNode, string?]>;
  className?: string;
}) {
  return (
    <dl aria-label={label} className={`${styles.facts} ${className ?? ''}`}>
      {facts.map(([term, value, rowClass]) => (
        <div key={term} className={rowClass} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The bill as its member or client receives it: issuer, who it is billed to, its facts, lines and totals. */
export function InvoiceDocument({ invoice }: { invoice: TPublicInvoice }) {
  const { text, day } = usePortalText();
  const t = text.invoice;
  const money = (amount: number) => formatInvoiceMoney(amount, invoice.currency);
  const { issuer, client } = invoice;
  const status = statusLabel(invoice.type, invoice.status);
  const flat = client.flat ? text.flat({ block: client.block, floor: client.floor, flat: client.flat }) : '';
  const totalPaise = toPaise(invoice.total);
  return (
    <article className={styles.panel} aria-label={t.headings[invoice.type] ?? invoice.type}>
      <div className={styles.parties}>
        <Block id="invoice-from" label={t.from}>
          <div className={styles.issuer}>
            {issuer.logo ? <img src={issuer.logo} alt={issuer.businessName} className={styles.logo} /> : null}
            <div>
              <p className={styles.name}>{issuer.businessName}</p>
              {issuer.contactAddress ? <p className={styles.secondary}>{issuer.contactAddress}</p> : null}
              {issuer.gstno ? <p className={styles.secondary}>{t.gstin(issuer.gstno)}</p> : null}
            </div>
          </div>
        </Block>
        <Facts
          label={t.details}
          facts={[
            [
              t.status,
              <span key="status" className={styles.status} style={{ background: statusColor(status) }}>
                {t.statuses[status] ?? status}
              </span>,
            ],
            [t.hsn, invoice.hsn],
            [t.date, day(invoice.date)],
            [t.dueDate, day(invoice.dueDate)],
            [t.amount, money(invoice.total)],
            ...(invoice.placeOfSupply
              ? [[t.placeOfSupply, gstStateLabel(invoice.placeOfSupply)] as [string, string]]
              : []),
          ]}
        />
      </div>
      <div className={styles.block}>
        <Block id="invoice-bill-to" label={t.billTo}>
          <p className={styles.name}>{client.name}</p>
          {flat ? <p className={styles.secondary}>{flat}</p> : null}
          {client.email ? <p className={styles.secondary}>{client.email}</p> : null}
          {client.gstno ? <p className={styles.secondary}>{t.gstin(client.gstno)}</p> : null}
        </Block>
      </div>
      <InvoiceItems items={invoice.items} currency={invoice.currency} />
      {invoice.taxSummary && invoice.taxSummary.length > 0 ? (
        <div className={styles.block}>
          <Block id="invoice-tax-summary" label={t.taxSummary}>
            <InvoiceTaxSummary rows={invoice.taxSummary} currency={invoice.currency} />
          </Block>
        </div>
      ) : null}
      {invoice.notes ? (
        <div className={styles.block}>
          <Block id="invoice-notes" label={t.notes}>
            {/* Plain text: whatever the owner typed, markup included, is shown as written. */}
            <p className={styles.secondary}>{invoice.notes}</p>
          </Block>
        </div>
      ) : null}
      <div className={styles.summary}>
        <Facts
          label={t.summary}
          facts={[
            [t.subtotal, money(invoice.subTotal)],
            ...invoiceSummaryTaxes(invoice, t.roundOff),
            [t.total, money(invoice.total), styles.totalRow],
          ]}
        />
        <p className={styles.words}>{amountInWords(totalPaise, invoice.currency)}</p>
        <Facts
          label={t.payments}
          facts={[
            ...(invoice.totalCredited > 0
              ? [[t.credited, money(invoice.totalCredited)] as [string, string]]
              : []),
            [t.paid, money(invoice.totalAmountReceived)],
            [t.balance, money(invoice.balanceDue)],
          ]}
        />
      </div>
    </article>
  );
}

import type { TPublicInvoice, TTaxSummaryRow } from '@domain/api/invoices';
import { formatMoney } from '@domain/format';
import {
  formatInvoiceMoney,
  invoiceTaxLines,
  lineTax,
  percent,
  quantity,
  taxSummaryColumns,
} from '../../../lib/invoice-format';
import styles from '../invoice.module.css';
import { usePortalText } from '../portal-language';

type Items = TPublicInvoice['items'];

/**
 * The bill's lines as a list, on a phone and a computer alike: each reads "1,250.00 sq.ft × price"
 * (or "1 × price" for a fixed amount), what changes it, its SAC and rate, then its amount.
 */
export function InvoiceItems({ items, currency }: { items: Items; currency: string }) {
  const { text, language } = usePortalText();
  const t = text.invoice;
  const money = (amount: number) => formatInvoiceMoney(amount, currency);
  return (
    <ul aria-label={t.items} className={styles.items}>
      {items.map((item, index) => {
        const basis =
          item.basis === 'area'
            ? t.perArea(quantity(item, currency), money(item.unitPrice))
            : t.perCount(quantity(item, currency), money(item.unitPrice));
        const adjusted = [
          item.discount ? t.discount(percent(item.discount)) : '',
          item.overDues ? t.lateFee(percent(item.overDues)) : '',
        ]
          .filter(Boolean)
          .join(' · ');
        const tax = lineTax(item, language);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never move while shown.
          <li key={index} className={styles.item}>
            <div>
              <p className={styles.name}>{item.itemName}</p>
              <p className={styles.secondary}>{basis}</p>
              {adjusted ? <p className={styles.secondary}>{adjusted}</p> : null}
              {tax ? <p className={styles.secondary}>{tax}</p> : null}
            </div>
            <p className={styles.itemAmount}>{money(item.amount)}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** A tax invoice's summary by rate; only the taxes the bill charges get a column, so it fits a phone. */
export function InvoiceTaxSummary({ rows, currency }: { rows: TTaxSummaryRow[]; currency: string }) {
  const { text } = usePortalText();
  const t = text.invoice;
  const columns = taxSummaryColumns(rows, currency);
  const headings = { taxableValue: t.taxable, cgst: 'CGST', sgst: 'SGST', igst: 'IGST' };
  return (
    <table className={styles.taxTable} aria-label={t.taxSummary}>
      <thead>
        <tr>
          <th scope="col">{t.rate}</th>
          {columns.map(({ column }) => (
            <th key={column} scope="col">
              {headings[column]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={row.rate}>
            <td>{`${percent(row.rate)}%`}</td>
            {columns.map(({ column, cells }) => (
              <td key={column}>{cells[index]}</td>
            ))}
          </tr>
        ))}
        <tr>
          <td>{t.total}</td>
          {columns.map(({ column, total }) => (
            <td key={column}>{total}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** The summary's GST and round-off rows, in the bill's currency. */
export function invoiceSummaryTaxes(invoice: TPublicInvoice, roundOffLabel: string): Array<[string, string]> {
  return invoiceTaxLines(invoice, roundOffLabel).map(({ label, paise }) => [
    label,
    formatMoney(paise, invoice.currency),
  ]);
}

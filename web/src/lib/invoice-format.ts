import type { TPublicInvoice, TTaxSummaryRow } from '@domain/api/invoices';
import { formatMoney, formatNumber, formatQuantity } from '@domain/format';
import { gstLinesOf, gstLinesOfSummary, type TaxSplit } from '@domain/gst-split';
import { exemptionLabelIn, lineTaxLabel } from '@domain/invoice-tax';
import type { MemberLanguage } from '@domain/languages';
import type { LineBasis } from '@domain/line-basis';
import { sumPaise, toPaise } from '@domain/money';
import { toHundredths } from '@domain/quantity';
import { formatInvoiceMoney } from './money-format';

// How an invoice's figures print, on the owner's pages and the client's alike. The API speaks decimal
// numbers; amounts become integer paise and areas integer hundredths before printing, so the digits on
// the invoice are the stored ones, never a float's approximation.

export { formatInvoiceMoney };

/** '1,250.00' for an area of 1250 sq.ft. */
export function area(sqft: number, currency: string): string {
  return formatQuantity(toHundredths(sqft), currency);
}

/** A line's quantity: its area ('1,250.00') when billed per sq.ft, a count ('1', '12.5') when fixed. */
export function quantity(item: { basis: LineBasis; quantity: number }, currency: string): string {
  return item.basis === 'fixed' ? formatNumber(item.quantity, currency) : area(item.quantity, currency);
}

/** '18', '2.5': a percent as typed. */
export function percent(value: number): string {
  return formatNumber(value);
}

/**
 * Under a line's name: its SAC and rate, or why it carries no GST (in the reader's language); null on a
 * line stored before lines were taxed.
 */
export function lineTax(
  item: { hsn?: string; gstRate?: number; exemption?: string | null },
  language: MemberLanguage = 'en',
): string | null {
  if (item.hsn === undefined || item.gstRate === undefined) return null;
  const exemption = item.exemption ? exemptionLabelIn(item.exemption, language) : null;
  return lineTaxLabel({ hsn: item.hsn, ratePercent: item.gstRate, exemption }, percent);
}

/** The answer's split of the GST (rupees) as the domain counts it (paise). */
function taxSplitInPaise(split: TPublicInvoice['taxSplit']): TaxSplit | null {
  if (!split) return null;
  return split.kind === 'igst'
    ? { kind: 'igst', igstPaise: toPaise(split.igst) }
    : { kind: 'cgst-sgst', cgstPaise: toPaise(split.cgst), sgstPaise: toPaise(split.sgst) };
}

/** A summary row's taxes in paise, its rate in percent. */
function summaryRowInPaise(row: TTaxSummaryRow) {
  return { rate: row.rate, cgst: toPaise(row.cgst), sgst: toPaise(row.sgst), igst: toPaise(row.igst) };
}

type InvoiceTaxes = Pick<TPublicInvoice, 'taxSummary' | 'vat' | 'rates' | 'taxSplit' | 'total' | 'subTotal'>;

/**
 * The bill's GST as its summary prints it ('CGST(9%)', 'SGST(9%)', or 'IGST(18%)', or one line per
 * rate), then the round off when subtotal + GST is not the (whole-rupee) total, as Indian tax
 * invoices show it: labels and exact paise.
 */
export function invoiceTaxLines(
  invoice: InvoiceTaxes,
  roundOffLabel: string,
): Array<{ label: string; paise: number }> {
  const taxes = invoice.taxSummary
    ? gstLinesOfSummary(invoice.taxSummary.map(summaryRowInPaise), percent)
    : gstLinesOf(
        { gstPaise: toPaise(invoice.vat), ratePercent: invoice.rates },
        taxSplitInPaise(invoice.taxSplit),
        percent,
      );
  const roundOff = toPaise(invoice.total) - toPaise(invoice.subTotal) - toPaise(invoice.vat);
  return roundOff === 0 ? taxes : [...taxes, { label: roundOffLabel, paise: roundOff }];
}

const TAXES = ['cgst', 'sgst', 'igst'] as const;
export type TaxSummaryColumn = 'taxableValue' | (typeof TAXES)[number];

/**
 * A tax summary's columns: the taxable value, then only the taxes the bill charges (CGST and SGST, or
 * IGST), so the table fits a phone; each with its figures and its total, in the bill's currency.
 */
export function taxSummaryColumns(rows: TTaxSummaryRow[], currency: string) {
  const columns: TaxSummaryColumn[] = [
    'taxableValue',
    ...TAXES.filter((tax) => rows.some((row) => row[tax] !== 0)),
  ];
  return columns.map((column) => ({
    column,
    cells: rows.map((row) => formatMoney(toPaise(row[column]), currency)),
    total: formatMoney(sumPaise(rows.map((row) => toPaise(row[column]))), currency),
  }));
}

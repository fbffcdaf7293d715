import type {
  TInvoice,
  TInvoiceIssuer,
  TInvoiceItemValues,
  TInvoiceLink,
  TInvoiceListRow,
  ZInvoiceItem,
  ZPaymentRecord,
} from '@domain/api/invoices';
import { hundredthsToNumber } from '@domain/decimal';
import { type TaxSplit, taxSplitOf, taxSplitOfSummary } from '@domain/gst-split';
import { decimalSummaryRow } from '@domain/invoice-math';
import { exemptionLabel, type TaxSummaryRow, taxSummaryOf } from '@domain/invoice-tax';
import { fromPaise } from '@domain/money';
import { fromHundredths } from '@domain/quantity';
import { balanceDue } from '@domain/status';
import type { z } from 'zod';
import {
  type InvoiceLine,
  type InvoicePayment,
  type LineTaxTerms,
  ownTaxOf,
  type StoredInvoice,
} from './invoice-rows';

/*
 * Invoices as the API answers them: amounts in rupees, the client's legacy field names (`gstno`,
 * `flatarea`, `vat`), which the API keeps for its older clients.
 */

/** An invoice as lists show it: everything but its lines, payments, issuer and links. */
export function listRowOf(invoice: StoredInvoice, ownerUserId: string): TInvoiceListRow {
  const { client } = invoice;
  return {
    _id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    type: invoice.type,
    status: invoice.status,
    date: invoice.date,
    dueDate: invoice.dueDate,
    client: {
      _id: client.customerId,
      name: client.name,
      email: client.email,
      phone: client.phone,
      gstno: client.gstin ?? '',
      block: client.block,
      floor: client.floor,
      flat: client.flat,
      state: client.stateCode ?? '',
      flatarea: fromHundredths(client.areaHundredths),
    },
    subTotal: fromPaise(invoice.subTotalPaise),
    rates: hundredthsToNumber(invoice.gstRateBasisPoints),
    vat: fromPaise(invoice.gstPaise),
    total: fromPaise(invoice.totalPaise),
    totalAmountReceived: fromPaise(invoice.receivedPaise),
    totalCredited: fromPaise(invoice.creditedPaise),
    balanceDue: fromPaise(balanceDue(invoice.totalPaise, invoice.receivedPaise, invoice.creditedPaise)),
    currency: invoice.currency,
    hsn: invoice.hsn,
    notes: invoice.notes,
    placeOfSupply: invoice.placeOfSupply,
    creator: [ownerUserId],
    createdAt: invoice.createdAt,
  };
}

function itemOf(line: InvoiceLine): z.infer<typeof ZInvoiceItem> {
  return {
    itemName: line.itemName,
    basis: line.basis,
    unitPrice: fromPaise(line.unitPricePaise),
    quantity: fromHundredths(line.quantityHundredths),
    discount: hundredthsToNumber(line.discountBasisPoints),
    overDues: hundredthsToNumber(line.overDuesBasisPoints),
    amount: fromPaise(line.amountPaise),
    gstTreatment: line.gstTreatment,
    ...(line.tax && lineTaxAnswerOf(line.tax)),
  };
}

function lineTaxAnswerOf(tax: LineTaxTerms) {
  return {
    hsn: tax.hsn,
    gstRate: hundredthsToNumber(tax.rateBasisPoints),
    taxableValue: fromPaise(tax.taxableValuePaise),
    ...(tax.taxes && {
      cgst: fromPaise(tax.taxes.cgst),
      sgst: fromPaise(tax.taxes.sgst),
      igst: fromPaise(tax.taxes.igst),
    }),
    exemption: tax.exemption && exemptionLabel(tax.exemption),
  };
}

/** A stored line as a request would send it: a per-sq.ft line takes the client's area again. */
export function itemValuesOf(
  line: InvoiceLine,
  bill: Pick<StoredInvoice, 'gstRateBasisPoints' | 'hsn'>,
): TInvoiceItemValues {
  const { itemName, basis, unitPrice, quantity, discount, overDues, gstTreatment } = itemOf(line);
  const values = {
    itemName,
    unitPrice,
    discount,
    overDues,
    gstTreatment,
    ...ownTaxOf(line, bill),
  };
  return basis === 'fixed' ? { ...values, basis: 'fixed', quantity } : { ...values, basis: 'area' };
}

/**
 * A bill's tax by rate, from lines taxed one by one; null for a bill whose single GST figure stands
 * (issued before lines were taxed one by one, or outside India's GST).
 */
export function taxSummaryFromLines(lines: InvoiceLine[]): TaxSummaryRow[] | null {
  const taxed = lines.map((line) => line.tax);
  if (taxed.length === 0 || taxed.some((tax) => tax?.taxes == null)) return null;
  return taxSummaryOf(
    taxed.flatMap((tax) =>
      tax ? [{ rate: tax.rateBasisPoints, taxableValue: tax.taxableValuePaise, tax: tax.taxes }] : [],
    ),
  );
}

function paymentRecordOf(payment: InvoicePayment): z.infer<typeof ZPaymentRecord> {
  return {
    _id: payment.id,
    amountPaid: fromPaise(payment.amountPaise),
    datePaid: payment.datePaid,
    paymentMethod: payment.paymentMethod,
    note: payment.note,
    paidBy: payment.paidBy,
  };
}

/** The split of the bill's GST in rupees, as its page and PDF name it. */
export function taxSplitAnswerOf(split: TaxSplit | null): TInvoice['taxSplit'] {
  if (split === null) return null;
  return split.kind === 'igst'
    ? { kind: 'igst', igst: fromPaise(split.igstPaise) }
    : { kind: 'cgst-sgst', cgst: fromPaise(split.cgstPaise), sgst: fromPaise(split.sgstPaise) };
}

/** An invoice with everything its creator sees. */
export type InvoiceDetails = {
  invoice: StoredInvoice;
  lines: InvoiceLine[];
  payments: InvoicePayment[];
  links: { replacedBy: TInvoiceLink | null; replaces: TInvoiceLink | null };
  ownerUserId: string;
  issuer: TInvoiceIssuer;
  /** The state the business supplies from, which names the bill's GST CGST + SGST or IGST. */
  supplierState: string | null;
};

export function invoiceAnswerOf({
  invoice,
  lines,
  payments,
  links,
  ownerUserId,
  issuer,
  supplierState,
}: InvoiceDetails): TInvoice {
  const summary = taxSummaryFromLines(lines);
  return {
    ...listRowOf(invoice, ownerUserId),
    taxSplit: taxSplitAnswerOf(summary ? taxSplitOfSummary(summary) : taxSplitOf(invoice, supplierState)),
    taxDocument: invoice.taxDocument,
    taxSummary: summary?.map(decimalSummaryRow) ?? null,
    items: lines.map(itemOf),
    paymentRecords: payments.map(paymentRecordOf),
    ...links,
    issuer,
  };
}

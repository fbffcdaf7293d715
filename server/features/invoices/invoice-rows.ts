import { randomUUID } from 'node:crypto';
import type { GstTreatment } from '@domain/bill-heads';
import type { InvoiceStatus, InvoiceType } from '@domain/constants';
import { hundredthsToNumber } from '@domain/decimal';
import type { LineTax, TaxDocument, TaxExemption } from '@domain/invoice-tax';
import type { LineBasis } from '@domain/line-basis';
import type {
  CustomerRow,
  InvoiceItemRow,
  InvoiceRow,
  InvoiceUpdate,
  NewInvoiceItemRow,
  NewInvoiceRow,
  PaymentRow,
} from '../../db/schema';

/*
 * The one mapping between the invoice tables' rows and the objects the invoices feature works with:
 * camelCase, money in paise, quantities in hundredths, percentages in basis points. Rows stay in the
 * repositories; everything past them sees these objects.
 */

/** The invoice's own copy of its client: editing or deleting the customer never changes it. */
export type InvoiceClient = {
  /** Null once the customer is deleted. */
  customerId: string | null;
  name: string;
  email: string;
  phone: string;
  gstin: string | null;
  block: string;
  floor: string;
  flat: string;
  /** The customer's own GST state code (where its flat is, or its state without a flat); null for none. */
  stateCode: string | null;
  areaHundredths: number;
};

/** One stored line, its figures exactly as computed when it was billed. */
export type InvoiceLine = {
  itemName: string;
  /** Per sq.ft ('area': the quantity is the flat's area) or a fixed amount (a typed quantity). */
  basis: LineBasis;
  unitPricePaise: number;
  quantityHundredths: number;
  discountBasisPoints: number;
  overDuesBasisPoints: number;
  amountPaise: number;
  gstTreatment: GstTreatment;
  /** The bill head a billing run billed it for. */
  billHeadId: string | null;
  /** Its own tax; null on a line stored before lines were taxed one by one. */
  tax: LineTaxTerms | null;
};

/** A line's own tax as stored: its SAC/HSN, rate, taxable value, taxes and exemption. */
export type LineTaxTerms = {
  hsn: string;
  rateBasisPoints: number;
  taxableValuePaise: number;
  /** Null under the single regime: the bill's tax is worked out per rate. */
  taxes: LineTax | null;
  exemption: TaxExemption | null;
};

/** One payment as the invoice's history lists it. */
export type InvoicePayment = {
  id: string;
  amountPaise: number;
  datePaid: string;
  paymentMethod: string;
  note: string;
  paidBy: string;
};

/** What an invoice is apart from its lines and payments; the figures a create or an edit writes. */
export type InvoiceTerms = {
  type: InvoiceType;
  status: InvoiceStatus;
  currency: string;
  gstRateBasisPoints: number;
  hsn: string;
  subTotalPaise: number;
  gstPaise: number;
  totalPaise: number;
  date: string;
  dueDate: string;
  notes: string;
  client: InvoiceClient;
  /** The GST state code where the supply takes place; null when the business's state is unknown. */
  placeOfSupply: string | null;
  /** A tax invoice or a bill of supply; null outside India's GST and on bills issued before it was kept. */
  taxDocument: TaxDocument | null;
};

export type StoredInvoice = InvoiceTerms & {
  id: string;
  businessId: string;
  invoiceNumber: string;
  receivedPaise: number;
  /** What its credit notes took off it. */
  creditedPaise: number;
  replacedByInvoiceId: string | null;
  replacesInvoiceId: string | null;
  /** The billing period a run billed it for ('2026-Q3'); null for a bill made by hand. */
  billingPeriod: string | null;
  createdAt: string;
};

/** A new invoice: numbered, its figures computed; it has received nothing until the ledger records it. */
export type NewInvoice = InvoiceTerms & {
  id: string;
  invoiceNumber: string;
  numberValue: number;
  replacesInvoiceId: string | null;
  /** The billing run and period that bill the flat, for a run's bill. */
  billing: { runId: string; period: string } | null;
  lines: InvoiceLine[];
};

/** An edit: the recomputed figures and lines, and the new number when it changes. */
export type InvoiceChanges = InvoiceTerms & {
  numbering?: { invoiceNumber: string; numberValue: number };
  lines: InvoiceLine[];
};

export function clientOfCustomer(customer: CustomerRow): InvoiceClient {
  return {
    customerId: customer.id,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    gstin: customer.gstin,
    block: customer.block,
    floor: customer.floor,
    flat: customer.flat,
    stateCode: customer.state_code,
    areaHundredths: Number(customer.area_hundredths),
  };
}

export function clientColumnsOf(client: InvoiceClient) {
  return {
    customer_id: client.customerId,
    client_name: client.name,
    client_email: client.email,
    client_phone: client.phone,
    client_gstin: client.gstin,
    client_block: client.block,
    client_floor: client.floor,
    client_flat: client.flat,
    client_state_code: client.stateCode,
    client_area_hundredths: client.areaHundredths,
  };
}

export function storedInvoiceOf(row: InvoiceRow): StoredInvoice {
  return {
    id: row.id,
    businessId: row.business_id,
    invoiceNumber: row.invoice_number,
    type: row.type as InvoiceType,
    status: row.status as InvoiceStatus,
    currency: row.currency,
    gstRateBasisPoints: Number(row.gst_rate_basis_points),
    hsn: row.hsn,
    subTotalPaise: Number(row.sub_total_paise),
    gstPaise: Number(row.gst_paise),
    totalPaise: Number(row.total_paise),
    receivedPaise: Number(row.total_received_paise),
    creditedPaise: Number(row.total_credited_paise),
    date: row.invoice_date,
    dueDate: row.due_date,
    notes: row.notes,
    client: {
      customerId: row.customer_id,
      name: row.client_name,
      email: row.client_email,
      phone: row.client_phone,
      gstin: row.client_gstin,
      block: row.client_block,
      floor: row.client_floor,
      flat: row.client_flat,
      stateCode: row.client_state_code,
      areaHundredths: Number(row.client_area_hundredths),
    },
    placeOfSupply: row.place_of_supply,
    taxDocument: row.tax_document,
    replacedByInvoiceId: row.replaced_by_invoice_id,
    replacesInvoiceId: row.replaces_invoice_id,
    billingPeriod: row.billing_period,
    createdAt: row.created_at,
  };
}

function termsColumnsOf(terms: InvoiceTerms) {
  return {
    type: terms.type,
    status: terms.status,
    currency: terms.currency,
    gst_rate_basis_points: terms.gstRateBasisPoints,
    hsn: terms.hsn,
    sub_total_paise: terms.subTotalPaise,
    gst_paise: terms.gstPaise,
    total_paise: terms.totalPaise,
    invoice_date: terms.date,
    due_date: terms.dueDate,
    notes: terms.notes,
    place_of_supply: terms.placeOfSupply,
    tax_document: terms.taxDocument,
    ...clientColumnsOf(terms.client),
  };
}

export function newInvoiceRowOf(businessId: string, invoice: NewInvoice, now: string): NewInvoiceRow {
  return {
    ...termsColumnsOf(invoice),
    id: invoice.id,
    business_id: businessId,
    invoice_number: invoice.invoiceNumber,
    invoice_number_value: invoice.numberValue,
    total_received_paise: 0,
    replaced_by_invoice_id: null,
    replaces_invoice_id: invoice.replacesInvoiceId,
    billing_run_id: invoice.billing?.runId ?? null,
    billing_period: invoice.billing?.period ?? null,
    created_at: now,
    updated_at: now,
  };
}

/** An edit's columns; what the invoice has received is the ledger's, never written here. */
export function invoiceUpdateOf(changes: InvoiceChanges, now: string): InvoiceUpdate {
  return {
    ...termsColumnsOf(changes),
    ...(changes.numbering && {
      invoice_number: changes.numbering.invoiceNumber,
      invoice_number_value: changes.numbering.numberValue,
    }),
    updated_at: now,
  };
}

/** The one reading of a stored line. */
export function lineOfRow(row: InvoiceItemRow): InvoiceLine {
  return {
    itemName: row.item_name,
    basis: row.basis,
    unitPricePaise: Number(row.unit_price_paise),
    quantityHundredths: Number(row.quantity_hundredths),
    discountBasisPoints: Number(row.discount_basis_points),
    overDuesBasisPoints: Number(row.over_dues_basis_points),
    amountPaise: Number(row.amount_paise),
    gstTreatment: row.gst_treatment,
    billHeadId: row.bill_head_id,
    tax: lineTaxOfRow(row),
  };
}

function lineTaxOfRow(row: InvoiceItemRow): LineTaxTerms | null {
  if (row.hsn === null || row.gst_rate_basis_points === null || row.taxable_value_paise === null) return null;
  const taxes =
    row.cgst_paise === null || row.sgst_paise === null || row.igst_paise === null
      ? null
      : { cgst: Number(row.cgst_paise), sgst: Number(row.sgst_paise), igst: Number(row.igst_paise) };
  return {
    hsn: row.hsn,
    rateBasisPoints: Number(row.gst_rate_basis_points),
    taxableValuePaise: Number(row.taxable_value_paise),
    taxes,
    exemption: row.tax_exemption,
  };
}

/**
 * A line's SAC and rate where they differ from its bill's, as a request would send them: the rest
 * follow the bill's (so a new rate for the bill reaches them).
 */
export function ownTaxOf(
  line: InvoiceLine,
  bill: Pick<InvoiceTerms, 'gstRateBasisPoints' | 'hsn'>,
): { hsn?: string; gstRate?: number } {
  if (!line.tax) return {};
  return {
    ...(line.tax.hsn === bill.hsn ? {} : { hsn: line.tax.hsn }),
    ...(line.tax.rateBasisPoints === bill.gstRateBasisPoints
      ? {}
      : { gstRate: hundredthsToNumber(line.tax.rateBasisPoints) }),
  };
}

/** The stored rows of an invoice's lines, in their order. */
export function lineRowsOf(businessId: string, invoiceId: string, lines: InvoiceLine[]): NewInvoiceItemRow[] {
  return lines.map((line, position) => ({
    id: randomUUID(),
    business_id: businessId,
    invoice_id: invoiceId,
    position,
    item_name: line.itemName,
    basis: line.basis,
    unit_price_paise: line.unitPricePaise,
    quantity_hundredths: line.quantityHundredths,
    discount_basis_points: line.discountBasisPoints,
    over_dues_basis_points: line.overDuesBasisPoints,
    amount_paise: line.amountPaise,
    gst_treatment: line.gstTreatment,
    bill_head_id: line.billHeadId,
    hsn: line.tax?.hsn ?? null,
    gst_rate_basis_points: line.tax?.rateBasisPoints ?? null,
    taxable_value_paise: line.tax?.taxableValuePaise ?? null,
    cgst_paise: line.tax?.taxes?.cgst ?? null,
    sgst_paise: line.tax?.taxes?.sgst ?? null,
    igst_paise: line.tax?.taxes?.igst ?? null,
    tax_exemption: line.tax?.exemption ?? null,
  }));
}

export function paymentOfRow(row: PaymentRow): InvoicePayment {
  return {
    id: row.id,
    amountPaise: Number(row.amount_paise),
    datePaid: row.date_paid,
    paymentMethod: row.payment_method,
    note: row.note,
    paidBy: row.paid_by,
  };
}

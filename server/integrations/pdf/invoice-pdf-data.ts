import type { InvoiceType } from '@domain/constants';
import type { TaxSplit } from '@domain/gst-split';
import type { BillInterest } from '@domain/interest';
import type { TaxDocument, TaxSummaryRow } from '@domain/invoice-tax';
import type { MemberLanguage } from '@domain/languages';
import type { LineBasis } from '@domain/line-basis';

/** The business's logo as stored for documents: PNG or JPEG, at most 512 px a side. */
export type PdfImage = { bytes: Uint8Array; format: 'png' | 'jpg' };

/** The business a document is from. */
export type PdfIssuer = {
  businessName: string;
  contactAddress: string;
  gstin: string;
  logo: PdfImage | null;
};

export type InvoicePdfItem = {
  itemName: string;
  /** Per sq.ft ('area': the quantity is the flat's area) or a fixed amount (a typed quantity). */
  basis: LineBasis;
  quantityHundredths: number;
  unitPricePaise: number;
  discountBasisPoints: number;
  overDuesBasisPoints: number;
  amountPaise: number;
  /** Its SAC/HSN and GST rate, and why it carries no GST; null on a line stored before lines were taxed one by one. */
  tax: { hsn: string; rateBasisPoints: number; exemption: string | null } | null;
};

/**
 * Everything one invoice PDF shows, as plain data: the main thread reads it from the database and
 * posts it to a render worker, so the worker needs no database and fetches nothing. Figures are the
 * stored ones, in exact units (paise, hundredths of a sq.ft, basis points); nothing is recomputed.
 */
export type InvoicePdfData = {
  /** The language its words are in: a flat's bill speaks its society's member language; English otherwise. */
  language?: MemberLanguage;
  invoiceNumber: string;
  type: InvoiceType;
  status: string;
  currency: string;
  hsn: string;
  date: string;
  dueDate: string;
  notes: string;
  issuer: PdfIssuer;
  client: {
    name: string;
    email: string;
    phone: string;
    gstin: string;
    block: string;
    floor: string;
    flat: string;
  };
  items: InvoicePdfItem[];
  /** The interest on arrears its "Interest on arrears" line carries, per earlier bill: how it was worked out. */
  interest: BillInterest[];
  gstRateBasisPoints: number;
  subTotalPaise: number;
  gstPaise: number;
  totalPaise: number;
  receivedPaise: number;
  /** The GST state code where the supply takes place; null when the invoice has none. */
  placeOfSupply: string | null;
  /** The GST as CGST + SGST or IGST; null where the single figure stands. */
  taxSplit: TaxSplit | null;
  /** 'Tax Invoice' or 'Bill of Supply'; null outside India's GST and on older bills. */
  taxDocument: TaxDocument | null;
  /** Taxable value and taxes per rate; null where the bill's single GST figure stands. */
  taxSummary: TaxSummaryRow[] | null;
  /** What its credit notes took off it. */
  creditedPaise: number;
  balancePaise: number;
  /** The `upi://pay` link the QR code holds, when the business has a UPI ID and something is due. */
  upiPayLink: string | null;
  /** The UPI ID printed under the QR code. */
  upiId: string | null;
  /** `${PUBLIC_URL}/payment/{id}`, when the business takes payments online and something is due. */
  payOnlineUrl: string | null;
};

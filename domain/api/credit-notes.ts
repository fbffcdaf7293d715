import { z } from 'zod';
import { isValidDateString } from '../dates';
import { isMoneyValue } from '../money';
import { MAX_SHORT_TEXT_LENGTH, text } from './limits';

export const CREDIT_NOTE_NOT_FOUND_MESSAGE = 'Credit note not found';
export const CREDIT_NOTE_REASON_REQUIRED_MESSAGE = 'Please enter the reason for the credit note';
export const CREDIT_NOTE_LINES_REQUIRED_MESSAGE = 'Please enter an amount to credit on at least one line';
export const CREDIT_NOTE_IN_FUTURE_MESSAGE = 'The credit note date cannot be after today';
export const CREDIT_NOTE_NO_SUCH_LINE_MESSAGE = 'The bill has no such line';
export const CREDIT_NOTE_LINE_REPEATED_MESSAGE = 'A line can be credited only once in a credit note';
export const QUOTATION_NOT_CREDITED_MESSAGE = 'A quotation asks for no money: there is nothing to credit';

/** Why a bill's lines cannot be edited once a credit note corrects it. */
export const CREDITED_INVOICE_EDIT_MESSAGE =
  'This bill has a credit note: correct it with another credit note instead of editing it';

export function creditNoteBeforeBillMessage(billDate: string): string {
  return `The credit note cannot be dated before its bill (${billDate})`;
}

export function creditAboveLineMessage(left: string): string {
  return `At most ${left} is left to credit on this line`;
}

export function creditAboveBalanceMessage(balance: string): string {
  return `A credit note can be at most what the bill still owes (${balance})`;
}

export function replacedNotCreditedMessage(replacedBy: string): string {
  return `This bill was replaced by late-fee invoice ${replacedBy}: credit that one instead`;
}

/** At most as many lines as a bill can have. */
export const MAX_CREDIT_NOTE_LINES = 100;

/**
 * A credit note against an issued bill: `POST /api/v2/invoices/{id}/credit-notes`. Each line takes an
 * amount (before GST) off one of the bill's lines, named by its position (0 for the first); the
 * server reverses the GST in proportion and refuses a note above what the bill still owes.
 */
export const ZCreditNoteInput = z.strictObject({
  /** 'YYYY-MM-DD': not before the bill, not after today. */
  date: z
    .string({ error: 'Please enter the credit note date' })
    .refine(isValidDateString, 'The credit note date must be a date (YYYY-MM-DD)'),
  reason: text('the reason')
    .trim()
    .min(1, CREDIT_NOTE_REASON_REQUIRED_MESSAGE)
    .max(MAX_SHORT_TEXT_LENGTH, `The reason must be at most ${MAX_SHORT_TEXT_LENGTH} characters`),
  lines: z
    .array(
      z.strictObject({
        line: z
          .number({ error: 'Please choose the line to credit' })
          .int('The line must be a whole number')
          .min(0, CREDIT_NOTE_NO_SUCH_LINE_MESSAGE),
        amount: z
          .number({ error: 'Please enter the amount to credit' })
          .gt(0, 'The amount to credit must be more than 0')
          .refine(isMoneyValue, 'The amount to credit can have at most 2 decimals'),
      }),
      { error: CREDIT_NOTE_LINES_REQUIRED_MESSAGE },
    )
    .min(1, CREDIT_NOTE_LINES_REQUIRED_MESSAGE)
    .max(MAX_CREDIT_NOTE_LINES, `A credit note can credit at most ${MAX_CREDIT_NOTE_LINES} lines`),
});
export type TCreditNoteInput = z.input<typeof ZCreditNoteInput>;
export type TCreditNoteValues = z.output<typeof ZCreditNoteInput>;

/** One credit note, amounts in rupees: its bill, its reason, what it took off each line and the GST. */
export const ZCreditNote = z.object({
  _id: z.string(),
  creditNoteNumber: z.string(),
  invoice: z.object({ _id: z.string(), invoiceNumber: z.string(), date: z.string() }),
  customer: z.object({ _id: z.string(), name: z.string(), flat: z.string() }).nullable(),
  date: z.string(),
  reason: z.string(),
  lines: z.array(
    z.object({ line: z.number(), itemName: z.string(), taxable: z.boolean(), amount: z.number() }),
  ),
  subTotal: z.number(),
  /** The GST it reverses. */
  gst: z.number(),
  roundOff: z.number(),
  total: z.number(),
  createdAt: z.string(),
});
export type TCreditNote = z.infer<typeof ZCreditNote>;

/**
 * A bill as a credit note may correct it (`GET /api/v2/invoices/{id}/credit-notes`): its lines with
 * what is left to credit on each, what its credit notes reversed so far, what it still owes, and
 * those notes. The form previews a new note's figures from this with domain/credit-note.
 */
export const ZInvoiceCredits = z.object({
  invoice: z.object({ _id: z.string(), invoiceNumber: z.string(), date: z.string(), currency: z.string() }),
  lines: z.array(
    z.object({
      line: z.number(),
      itemName: z.string(),
      taxable: z.boolean(),
      amount: z.number(),
      credited: z.number(),
    }),
  ),
  gst: z.number(),
  total: z.number(),
  creditedGst: z.number(),
  credited: z.number(),
  balanceDue: z.number(),
  /** Whether a credit note can be issued now (not a quotation, not replaced, something still owed). */
  creditable: z.boolean(),
  notes: z.array(ZCreditNote),
});
export type TInvoiceCredits = z.infer<typeof ZInvoiceCredits>;

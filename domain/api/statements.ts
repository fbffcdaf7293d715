import { z } from 'zod';
import { isValidDateString } from '../dates';
import { MEMBER_LANGUAGES } from '../languages';
import { STATEMENT_ENTRY_KINDS } from '../statement';

export const STATEMENT_RANGE_MESSAGE = 'The start date must be on or before the end date';
export const STATEMENT_NOT_FOUND_MESSAGE = 'Statement not found';
export const STATEMENT_SENT_MESSAGE = 'Statement sent';

const calendarDate = (label: string) =>
  z.string().refine(isValidDateString, `The ${label} must be a date (YYYY-MM-DD)`);

/**
 * A statement's range: `from` and `to`, both included. Left out, it runs from the start of the
 * financial year (1 April) to today.
 */
export const ZStatementQuery = z
  .strictObject({ from: calendarDate('start date').optional(), to: calendarDate('end date').optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['from'],
    message: STATEMENT_RANGE_MESSAGE,
  });
export type TStatementQuery = z.infer<typeof ZStatementQuery>;

export const ZStatementLine = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_ENTRY_KINDS),
  /** The bill's number, the credit note's ('CN-002') or the receipt's ('R-007'); empty for the opening balance. */
  reference: z.string(),
  description: z.string(),
  debit: z.number(),
  credit: z.number(),
  /** Owed after this entry; negative: an advance. */
  balance: z.number(),
  /** The bill this entry is, or a credit note corrects (its page), when there is one to open. */
  invoiceId: z.string().nullable(),
});
export type TStatementLine = z.infer<typeof ZStatementLine>;

/**
 * A flat's statement of account: `GET /api/v2/clients/{id}/statement` for the owner, and
 * `GET /api/v2/statements/{token}` for the member through their own unguessable link.
 */
export const ZStatement = z.object({
  businessName: z.string(),
  /** `flat` as English names it ('Block A, Floor 1, Flat A-101'); its parts for a page's own language. */
  client: z.object({
    name: z.string(),
    flat: z.string(),
    parts: z.object({ block: z.string(), floor: z.string(), flat: z.string() }).optional(),
  }),
  from: z.string(),
  to: z.string(),
  openingBalance: z.number(),
  lines: z.array(ZStatementLine),
  debits: z.number(),
  credits: z.number(),
  closingBalance: z.number(),
  /** The member's own link to this statement ('/m/{token}/statement'). */
  publicPath: z.string(),
  /** The language the business opens its members' pages in; the member may switch. */
  language: z.enum(MEMBER_LANGUAGES).optional(),
});
export type TStatement = z.infer<typeof ZStatement>;

/** Sends the member the link to their statement: `POST /api/v2/clients/{id}/statement/send`. */
export const ZSendStatementInput = z.strictObject({
  channel: z.enum(['email', 'whatsapp'], { error: 'The channel must be email or whatsapp' }),
});
export type TSendStatementInput = z.infer<typeof ZSendStatementInput>;

import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DB, Executor } from '../../db/schema';
import { isCountedReceipt } from '../reports';
import { type AccountsRange, isSupply, isSupplyIn } from './accounts.repository';

/*
 * The figures of Reports → Accounts, each summed in the database: one row per read, never a bill, line
 * or receipt loaded. What a line is taxed on is worked out as GSTR-1 does (domain/gstr1-parts.ts): its
 * taxable value at a rate above 0 %, or for a line stored before lines were taxed one by one its whole
 * amount when it is taxable and its bill has a rate; a bill that kept one GST figure has it halved
 * (CGST half-up) within the business's state, or IGST to another.
 */

export type AccountsSums = {
  bills: number;
  billsTotalPaise: number;
  creditNotes: number;
  creditNotesTotalPaise: number;
  /** What the bills' lines come to, and the part GST is charged on; the notes' alike. */
  linesPaise: number;
  linesTaxedPaise: number;
  creditedPaise: number;
  creditedTaxedPaise: number;
  /** The bills' taxes less the notes'. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  receipts: number;
  receivedPaise: number;
};

const number = (value: unknown) => Number(value ?? 0);

/** Half of a GST figure, half-up: CGST of a single figure (its SGST is the rest). */
function halfUp(gst: Expression<number>) {
  return sql<number>`((${gst} + (${gst} % 2)) / 2)`;
}

/**
 * The sums of single GST figures split in halves where `intra` holds: CGST half-up, SGST the rest,
 * named `cgst` and `sgst`.
 */
function halvesWhere<Database, Tables extends keyof Database>(
  eb: ExpressionBuilder<Database, Tables>,
  intra: Expression<SqlBool>,
  gst: Expression<number>,
) {
  const part = (share: Expression<number>) =>
    eb.fn.sum<number>(eb.case().when(intra).then(share).else(0).end());
  return [part(halfUp(gst)).as('cgst'), part(sql<number>`${gst} - ${halfUp(gst)}`).as('sgst')] as const;
}

/** The bills with a line that keeps no taxes of its own: their GST is the bill's single figure. */
function singleFigureBills(db: Executor, businessId: string) {
  return db
    .selectFrom('invoice_items')
    .select('invoice_id')
    .where('business_id', '=', businessId)
    .where('cgst_paise', 'is', null)
    .groupBy('invoice_id')
    .as('single');
}

/** Supplied in the business's own state: where the bill says, or one issued before it was kept. */
function isIntraState(eb: ExpressionBuilder<DB, 'invoices'>, supplierState: string | null) {
  return eb.or([
    eb('invoices.place_of_supply', 'is', null),
    eb('invoices.place_of_supply', '=', supplierState ?? ''),
  ]);
}

async function billSums(db: Executor, range: AccountsRange, supplierState: string | null) {
  const row = await db
    .selectFrom('invoices')
    .leftJoin(singleFigureBills(db, range.businessId), 'single.invoice_id', 'invoices.id')
    .where(isSupplyIn(range))
    .select((eb) => {
      const single = eb('single.invoice_id', 'is not', null);
      const intra = eb.and([single, isIntraState(eb, supplierState)]);
      const gst = eb.ref('invoices.gst_paise');
      return [
        eb.fn.countAll<number>().as('bills'),
        eb.fn.sum<number>('invoices.total_paise').as('total'),
        ...halvesWhere(eb, intra, gst),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([single, eb.not(isIntraState(eb, supplierState))]))
              .then(gst)
              .else(0)
              .end(),
          )
          .as('igst'),
      ];
    })
    .executeTakeFirst();
  return {
    bills: number(row?.bills),
    totalPaise: number(row?.total),
    cgstPaise: number(row?.cgst),
    sgstPaise: number(row?.sgst),
    igstPaise: number(row?.igst),
  };
}

async function lineSums(db: Executor, range: AccountsRange) {
  const row = await db
    .selectFrom('invoice_items')
    .innerJoin('invoices', 'invoices.id', 'invoice_items.invoice_id')
    .leftJoin(singleFigureBills(db, range.businessId), 'single.invoice_id', 'invoices.id')
    .where('invoice_items.business_id', '=', range.businessId)
    .where(isSupplyIn(range))
    .select((eb) => {
      const taxed = eb
        .case()
        .when('invoice_items.taxable_value_paise', 'is', null)
        .then(
          eb
            .case()
            .when(
              eb.and([
                eb('invoice_items.gst_treatment', '=', 'taxable'),
                eb('invoices.gst_rate_basis_points', '>', 0),
              ]),
            )
            .then(eb.ref('invoice_items.amount_paise'))
            .else(0)
            .end(),
        )
        .when('invoice_items.gst_rate_basis_points', '>', 0)
        .then(eb.ref('invoice_items.taxable_value_paise'))
        .else(0)
        .end();
      const own = (column: 'cgst_paise' | 'sgst_paise' | 'igst_paise') =>
        eb.fn.sum<number>(
          eb
            .case()
            .when('single.invoice_id', 'is', null)
            .then(eb.fn.coalesce(`invoice_items.${column}`, eb.lit(0)))
            .else(0)
            .end(),
        );
      return [
        eb.fn.sum<number>('invoice_items.amount_paise').as('amount'),
        eb.fn.sum<number>(taxed).as('taxed'),
        own('cgst_paise').as('cgst'),
        own('sgst_paise').as('sgst'),
        own('igst_paise').as('igst'),
      ];
    })
    .executeTakeFirst();
  return {
    amountPaise: number(row?.amount),
    taxedPaise: number(row?.taxed),
    cgstPaise: number(row?.cgst),
    sgstPaise: number(row?.sgst),
    igstPaise: number(row?.igst),
  };
}

/** The credit notes issued in the period on its kinds of supply, their GST halved or IGST by their bill's place. */
async function creditNoteSums(db: Executor, range: AccountsRange, supplierState: string | null) {
  const row = await db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .where('credit_notes.business_id', '=', range.businessId)
    .where('credit_notes.issued_on', '>=', range.from)
    .where('credit_notes.issued_on', '<=', range.to)
    .where(isSupply(range.businessId))
    .select((eb) => {
      const gst = eb.ref('credit_notes.gst_paise');
      const intra = isIntraState(eb, supplierState);
      return [
        eb.fn.countAll<number>().as('notes'),
        eb.fn.sum<number>('credit_notes.total_paise').as('total'),
        ...halvesWhere(eb, intra, gst),
        eb.fn.sum<number>(eb.case().when(intra).then(0).else(gst).end()).as('igst'),
      ];
    })
    .executeTakeFirst();
  return {
    notes: number(row?.notes),
    totalPaise: number(row?.total),
    cgstPaise: number(row?.cgst),
    sgstPaise: number(row?.sgst),
    igstPaise: number(row?.igst),
  };
}

/**
 * What the period's credit notes take off lines, and the part of it GST was on: the credited amount in
 * the share its bill's line was taxed (half-up), all of it on a fully taxed line.
 */
async function creditedLineSums(db: Executor, range: AccountsRange) {
  const row = await db
    .selectFrom('credit_note_lines')
    .innerJoin('credit_notes', 'credit_notes.id', 'credit_note_lines.credit_note_id')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .leftJoin('invoice_items', (join) =>
      join
        .onRef('invoice_items.invoice_id', '=', 'credit_notes.invoice_id')
        .onRef('invoice_items.position', '=', 'credit_note_lines.line_position')
        .on('invoice_items.business_id', '=', range.businessId),
    )
    .where('credit_note_lines.business_id', '=', range.businessId)
    .where('credit_notes.issued_on', '>=', range.from)
    .where('credit_notes.issued_on', '<=', range.to)
    .where(isSupply(range.businessId))
    .select((eb) => {
      const credited = eb.ref('credit_note_lines.amount_paise');
      const lineTaxable = eb.ref('invoice_items.taxable_value_paise');
      const lineAmount = eb.ref('invoice_items.amount_paise');
      const taxed = eb
        .case()
        .when('invoice_items.taxable_value_paise', 'is', null)
        .then(
          eb
            .case()
            .when(
              eb.and([eb('credit_note_lines.taxable', '=', 1), eb('invoices.gst_rate_basis_points', '>', 0)]),
            )
            .then(credited)
            .else(0)
            .end(),
        )
        .when(
          eb.and([
            eb('invoice_items.gst_rate_basis_points', '>', 0),
            eb('invoice_items.taxable_value_paise', '>', 0),
          ]),
        )
        .then(
          eb
            .case()
            .when(lineTaxable, '=', lineAmount)
            .then(credited)
            .else(sql<number>`(2 * ${credited} * ${lineTaxable} + ${lineAmount}) / (2 * ${lineAmount})`)
            .end(),
        )
        .else(0)
        .end();
      return [eb.fn.sum<number>(credited).as('amount'), eb.fn.sum<number>(taxed).as('taxed')];
    })
    .executeTakeFirst();
  return { amountPaise: number(row?.amount), taxedPaise: number(row?.taxed) };
}

async function receiptSums(db: Executor, range: AccountsRange) {
  const row = await db
    .selectFrom('receipts')
    .where(isCountedReceipt(range.businessId))
    .where('receipts.date_paid', '>=', range.from)
    .where('receipts.date_paid', '<=', range.to)
    .select((eb) => [
      eb.fn.countAll<number>().as('receipts'),
      eb.fn.sum<number>('receipts.amount_paise').as('amount'),
    ])
    .executeTakeFirst();
  return { receipts: number(row?.receipts), amountPaise: number(row?.amount) };
}

/** The period's sums; `supplierState` names the GST of a bill kept as one figure CGST + SGST or IGST. */
export async function accountsSumsOf(
  db: Executor,
  range: AccountsRange,
  supplierState: string | null,
): Promise<AccountsSums> {
  const [bills, lines, notes, credited, receipts] = await Promise.all([
    billSums(db, range, supplierState),
    lineSums(db, range),
    creditNoteSums(db, range, supplierState),
    creditedLineSums(db, range),
    receiptSums(db, range),
  ]);
  return {
    bills: bills.bills,
    billsTotalPaise: bills.totalPaise,
    creditNotes: notes.notes,
    creditNotesTotalPaise: notes.totalPaise,
    linesPaise: lines.amountPaise,
    linesTaxedPaise: lines.taxedPaise,
    creditedPaise: credited.amountPaise,
    creditedTaxedPaise: credited.taxedPaise,
    cgstPaise: bills.cgstPaise + lines.cgstPaise - notes.cgstPaise,
    sgstPaise: bills.sgstPaise + lines.sgstPaise - notes.sgstPaise,
    igstPaise: bills.igstPaise + lines.igstPaise - notes.igstPaise,
    receipts: receipts.receipts,
    receivedPaise: receipts.amountPaise,
  };
}

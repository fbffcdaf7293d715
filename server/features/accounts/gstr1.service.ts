import type { Writable } from 'node:stream';
import type { AccountsPeriod } from '@domain/accounts-period';
import {
  GSTR1_NEEDS_GSTIN_MESSAGE,
  gstr1FileName,
  gstr1WorkbookName,
  type TAccountsQuery,
} from '@domain/api/accounts';
import { endOfMonth } from '@domain/dates';
import { type Gstr1Return, gstr1Builder } from '@domain/gstr1';
import { gstr1JsonOf } from '@domain/gstr1-json';
import type { ServiceContext } from '../../app-context';
import type { CallerBusiness } from '../../caller';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { eventLoopTurns } from '../../event-loop-turns';
import { findTaxFacts } from '../invoices';
import { type AccountsRange, creditNotesIn, replacedBillNumbersIn, suppliesIn } from './accounts.repository';
import { rangeOf } from './accounts.service';
import { writeGstr1Workbook } from './gstr1-workbook';

/** A file to download: its name, its type and what writes it (a month's return is written at once). */
export type Gstr1Download = {
  fileName: string;
  contentType: string;
  body: string | ((output: Writable) => Promise<void>);
};

/** GSTR-1 is filed under a GSTIN: a business without one has none to export (409). */
async function gstinOf(db: Executor, businessId: string): Promise<string> {
  const { gstin } = await findTaxFacts(db, businessId);
  if (!gstin) throw new AppError('CONFLICT', GSTR1_NEEDS_GSTIN_MESSAGE);
  return gstin;
}

/**
 * The return over a range, its bills and notes read a page at a time and handed to the builder one by
 * one, with turns of the event loop between them; bills a late-fee invoice replaced count as cancelled.
 */
async function returnOver(db: Executor, range: AccountsRange, gstin: string): Promise<Gstr1Return> {
  const builder = gstr1Builder(gstin);
  const turn = eventLoopTurns();
  for await (const bill of suppliesIn(db, range)) {
    builder.addBill(bill);
    await turn();
  }
  for await (const note of creditNotesIn(db, range)) {
    builder.addCreditNote(note);
    await turn();
  }
  for (const number of await replacedBillNumbersIn(db, range)) builder.addCancelledBill(number);
  return builder.result();
}

function monthRange(businessId: string, month: string): AccountsRange {
  const from = `${month}-01`;
  return { businessId, from, to: endOfMonth(from) };
}

/** One month's return as the offline tool's JSON text. */
async function monthJson(db: Executor, businessId: string, gstin: string, month: string): Promise<string> {
  return JSON.stringify(gstr1JsonOf(await returnOver(db, monthRange(businessId, month), gstin), month));
}

/**
 * A year's twelve returns as a ZIP, one month built and written at a time: the next is built only once
 * the last entry is written, so a slow download holds one month's text, never the year's.
 */
async function writeYearZip(
  db: Executor,
  businessId: string,
  gstin: string,
  period: AccountsPeriod,
  output: Writable,
): Promise<void> {
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { zlib: { level: 9 } });
  archive.pipe(output);
  const entryWritten = () =>
    new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        archive.off('entry', onEntry);
        archive.off('error', settle);
        output.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onEntry = () => settle();
      const onClose = () => settle(new Error('the download was closed before the returns were written'));
      archive.on('entry', onEntry);
      archive.on('error', settle);
      output.on('close', onClose);
    });
  try {
    for (const month of period.months) {
      const text = await monthJson(db, businessId, gstin, month);
      const written = entryWritten();
      archive.append(text, {
        name: gstr1FileName(gstin, month, 'month'),
        date: new Date(`${month}-01T00:00:00Z`),
      });
      await written;
    }
    await archive.finalize();
  } catch (error) {
    archive.abort();
    throw error;
  }
}

/**
 * `GET /api/v2/reports/accounts/gstr1.json`: a month's return (`GSTR1-{GSTIN}-2026-11.json`), or for a
 * financial year a ZIP of its twelve (`GSTR1-{GSTIN}-2026-27.zip`).
 */
export async function gstr1Download(
  context: ServiceContext,
  business: CallerBusiness,
  query: TAccountsQuery,
): Promise<Gstr1Download> {
  const { period } = rangeOf(business, query);
  const gstin = await gstinOf(context.db, business.id);
  const fileName = gstr1FileName(gstin, period.label, period.kind);
  if (period.kind === 'month') {
    return {
      fileName,
      contentType: 'application/json',
      body: await monthJson(context.db, business.id, gstin, period.label),
    };
  }
  return {
    fileName,
    contentType: 'application/zip',
    body: (output) => writeYearZip(context.db, business.id, gstin, period, output),
  };
}

/**
 * `GET /api/v2/reports/accounts/gstr1.xlsx`: the period's return (a month, or a year's bills summed
 * as one) in the sheets of the GST offline tool's Excel template.
 */
export async function gstr1WorkbookDownload(
  context: ServiceContext,
  business: CallerBusiness,
  query: TAccountsQuery,
): Promise<{ fileName: string; write: (output: Writable) => Promise<void> }> {
  const { period, range } = rangeOf(business, query);
  const gstin = await gstinOf(context.db, business.id);
  return {
    fileName: gstr1WorkbookName(business.name, period.label),
    write: async (output) => writeGstr1Workbook(output, await returnOver(context.db, range, gstin)),
  };
}

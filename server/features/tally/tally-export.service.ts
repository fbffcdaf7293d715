import type { Writable } from 'node:stream';
import { type TAccountsQuery, tallyFileName } from '@domain/api/accounts';
import { businessStateOf } from '@domain/gst-states';
import {
  ledgerMasterXml,
  partyLedgerName,
  type TallyVoucher,
  tallyEnvelopeEnd,
  tallyEnvelopeStart,
  voucherXml,
} from '@domain/tally';
import { ledgerMastersOf } from '@domain/tally-mapping';
import {
  billTaxKindOf,
  creditNoteVoucherOf,
  receiptVoucherOf,
  reversalVoucherOf,
  salesVoucherOf,
} from '@domain/tally-vouchers';
import type { ServiceContext } from '../../app-context';
import type { CallerBusiness } from '../../caller';
import { roomIn } from '../../event-loop-turns';
import { clientsIn, creditNotesIn, rangeOf, suppliesIn } from '../accounts';
import { findTaxFacts } from '../invoices';
import { tallyMappingOf } from './tally.service';
import { receiptClientsIn, receiptsPaidIn, receiptsReversedIn } from './tally-receipts.repository';

/** Vouchers written between two turns of the event loop: a few milliseconds of work. */
const VOUCHERS_BETWEEN_PAUSES = 100;

/** `Tally-{period}-{the name clients see}.xml`. */
export function tallyFileNameFor(business: Pick<CallerBusiness, 'name'>, query: TAccountsQuery): string {
  return tallyFileName(business.name, query.period);
}

/**
 * `GET /api/v2/reports/accounts/tally.xml?period=`: the period's books as one Tally import file,
 * written to `output` as they are read. First the ledger masters (the mapping's, and the parties the
 * period names, read in grouped queries), then a sale per bill, a credit note per note, a receipt per
 * receipt paid in the period, and a journal per receipt reversed in it. Memory holds a page of each
 * reader, never the file; writing waits while the download is behind.
 */
export async function exportTally(
  context: ServiceContext,
  business: Pick<CallerBusiness, 'id'>,
  query: TAccountsQuery,
  output: Writable,
): Promise<void> {
  const { range } = rangeOf(business, query);
  const { db } = context;
  const [mapping, taxFacts, billClients, receiptClients] = await Promise.all([
    tallyMappingOf(db, business.id),
    findTaxFacts(db, business.id),
    clientsIn(db, range),
    receiptClientsIn(db, range),
  ]);
  const { names } = mapping;
  const supplierState = businessStateOf(taxFacts);
  const parties = new Set([...billClients, ...receiptClients].map(partyLedgerName));

  let written = 0;
  const write = async (xml: string) => {
    output.write(xml);
    written += 1;
    if (written % VOUCHERS_BETWEEN_PAUSES === 0) await roomIn(output, 'the Tally file');
  };
  const writeVoucher = (voucher: TallyVoucher | null) => (voucher ? write(voucherXml(voucher)) : undefined);

  output.write(tallyEnvelopeStart());
  for (const master of ledgerMastersOf(names, parties)) await write(ledgerMasterXml(master));
  for await (const { invoice, lines } of suppliesIn(db, range)) {
    await writeVoucher(salesVoucherOf(invoice, lines, names, supplierState));
  }
  for await (const note of creditNotesIn(db, range)) {
    const taxKind = billTaxKindOf(note.bill, note.billLines, supplierState);
    await writeVoucher(creditNoteVoucherOf(note, note.bill, taxKind, names));
  }
  for await (const receipt of receiptsPaidIn(db, range)) await writeVoucher(receiptVoucherOf(receipt, names));
  for await (const receipt of receiptsReversedIn(db, range)) {
    await writeVoucher(reversalVoucherOf(receipt, names));
  }
  output.end(tallyEnvelopeEnd());
}

import {
  type AgeingSort,
  blockName,
  type TAgeing,
  type TAgeingFlat,
  type TAgeingSubtotal,
} from '@domain/api/reports';
import { formatAmount, formatCalendarDate } from '@domain/format';
import { toPaise } from '@domain/money';
import type { DuesText } from '../text/dues-text';

/** A row of the dues table or a card on a phone: a flat, or a subtotal (a block's, or the overall total). */
export type DuesRow =
  | { kind: 'flat'; flat: TAgeingFlat }
  | { kind: 'subtotal'; key: string; label: string; subtotal: TAgeingSubtotal };

/**
 * The flats in the report's order with the subtotals: in flat order each block's subtotal follows its
 * flats; in any other order the flats are not grouped, so the block subtotals come after them all. The
 * overall total is last.
 */
export function duesRowsOf(report: TAgeing, sort: AgeingSort, text: DuesText): DuesRow[] {
  const subtotals = new Map(
    report.blocks.map((block) => [
      block.block,
      {
        kind: 'subtotal' as const,
        key: `block ${block.block}`,
        label: text.blockTotal(blockName(block.block)),
        subtotal: block,
      },
    ]),
  );
  const rows: DuesRow[] = [];
  report.flats.forEach((flat, index) => {
    rows.push({ kind: 'flat', flat });
    const next = report.flats[index + 1];
    const subtotal = subtotals.get(flat.block);
    if (sort === 'flat' && subtotal && next?.block !== flat.block) rows.push(subtotal);
  });
  if (sort !== 'flat') rows.push(...subtotals.values());
  if (report.flats.length > 0)
    rows.push({ kind: 'subtotal', key: 'total', label: text.total, subtotal: report.overall });
  return rows;
}

/** An amount in rupees with Indian grouping (1,23,456.00); nothing owed reads as a dash. */
export function amountText(rupees: number): string {
  return rupees === 0 ? '—' : formatAmount(toPaise(rupees));
}

export function lastPaymentText(date: string | null, text: DuesText): string {
  return date === null ? text.never : formatCalendarDate(date);
}

export function contactsText(flat: Pick<TAgeingFlat, 'hasEmail' | 'hasWhatsApp'>, text: DuesText): string {
  const contacts = [
    ...(flat.hasEmail ? [text.contacts.email] : []),
    ...(flat.hasWhatsApp ? [text.contacts.whatsApp] : []),
  ];
  return contacts.length > 0 ? contacts.join(' · ') : text.contacts.none;
}

/** What a flat's reminder goes by, as the server chooses: e-mail when it has one, WhatsApp when set up. */
export function reminderChannelsText(flat: TAgeingFlat, isWhatsAppReady: boolean, text: DuesText): string {
  const channels = [
    ...(flat.hasEmail ? [text.channels.email] : []),
    ...(flat.hasWhatsApp && isWhatsAppReady ? [text.channels.whatsApp] : []),
  ];
  if (channels.length === 0) return isWhatsAppReady ? text.noChannelOrMobile : text.noChannel;
  return text.channelList(channels);
}

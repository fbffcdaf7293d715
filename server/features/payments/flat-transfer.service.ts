import { randomUUID } from 'node:crypto';
import { CUSTOMER_NOT_FOUND_MESSAGE, type TCustomer } from '@domain/api/customers';
import {
  SETTLE_METHOD_REQUIRED_MESSAGE,
  type TFlatTransferAnswer,
  type TFlatTransferValues,
  TRANSFER_IN_FUTURE_MESSAGE,
  transferBeforeLastMessage,
} from '@domain/api/flat-transfers';
import { todayIn } from '@domain/dates';
import { formatCalendarDate } from '@domain/format';
import { fromPaise, toPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import { customerOwnerOf, findCustomer, recordCustomerChange, updateCustomer } from '../customers';
import { owedBillIdsOf } from '../invoices';
import { holdFlatAccount, receiveOnAccount } from '../ledger';
import { queueReceiptMessages } from '../messaging';
import { ledgerOf } from './account-payments.service';
import { flatTransfersOf, insertFlatTransfer } from './flat-transfers.repository';

function refuse(path: string, message: string): never {
  throw new AppError('BAD_REQUEST', message, [{ path, message }]);
}

/** The flat's own fields kept, the holder's replaced. */
function valuesAfterTransfer(customer: TCustomer, values: TFlatTransferValues) {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    gstno: values.gstno,
    block: customer.block,
    floor: customer.floor,
    flat: customer.flat,
    state: customer.state,
    flatarea: customer.flatarea,
    price: customer.price,
    parkingSlots: customer.parkingSlots,
    occupancy: customer.occupancy,
  };
}

/**
 * A flat changes hands, in one transaction holding the flat's account: what it owes is settled by
 * the outgoing holder (a receipt in their name, sent to them) or carried; then the new holder's name
 * and contacts become the flat's, and the transfer is kept for its statement. Its number, bills (each
 * keeps the name it was made out to) and account stay. The date is no later than today and no earlier
 * than the flat's last transfer.
 */
export async function transferFlat(
  context: ServiceContext,
  caller: Caller,
  customerId: string,
  values: TFlatTransferValues,
  now: Date = context.clock(),
): Promise<TFlatTransferAnswer> {
  const business = caller.business;
  const owner = customerOwnerOf(caller);
  if (values.date > todayIn(business.timeZone, now)) refuse('date', TRANSFER_IN_FUTURE_MESSAGE);
  const transfer = await context.db.transaction().execute(async (trx) => {
    const customer = await findCustomer(trx, owner, customerId);
    if (!customer) throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
    await holdFlatAccount(trx, business.id, customerId, now);
    const last = (await flatTransfersOf(trx, business.id, customerId)).at(-1);
    if (last && values.date < last.date)
      refuse('date', transferBeforeLastMessage(formatCalendarDate(last.date)));
    const before = await ledgerOf(trx, business.id, customerId);
    const balancePaise = toPaise(before.dues) - toPaise(before.advance);
    let receipt: { id: string; receiptNumber: string } | null = null;
    if (values.dues === 'settle' && before.dues > 0) {
      if (!values.paymentMethod) refuse('paymentMethod', SETTLE_METHOD_REQUIRED_MESSAGE);
      const settled = await receiveOnAccount(
        trx,
        business,
        customerId,
        () => owedBillIdsOf(trx, business.id, customerId),
        {
          amountPaid: before.dues,
          datePaid: values.date,
          paymentMethod: values.paymentMethod,
          reference: values.reference,
          note: `Dues settled on the flat's transfer to ${values.name}`,
          paidBy: customer.name,
        },
        now,
      );
      // Queued now, while the flat's contacts are still the outgoing holder's: the receipt is theirs.
      await queueReceiptMessages(context, trx, business.id, [settled.receiptId]);
      receipt = { id: settled.receiptId, receiptNumber: settled.receiptNumber };
    }
    const updated = await updateCustomer(
      trx,
      owner,
      customerId,
      valuesAfterTransfer(customer, values),
      now.toISOString(),
    );
    await insertFlatTransfer(trx, business.id, customerId, {
      id: randomUUID(),
      date: values.date,
      fromName: customer.name,
      toName: values.name,
      fromEmail: customer.email,
      fromPhone: customer.phone,
      balancePaise,
      dues: values.dues,
      receiptId: receipt?.id ?? null,
      createdAt: now.toISOString(),
    });
    await recordCustomerChange(trx, caller, 'transfer', customer, updated, now);
    return { customer: updated, from: customer.name, balancePaise, receipt };
  });
  return {
    customer: transfer.customer,
    ledger: await ledgerOf(context.db, business.id, customerId),
    transfer: {
      date: values.date,
      from: transfer.from,
      to: values.name,
      balance: fromPaise(transfer.balancePaise),
      dues: values.dues,
      receiptNumber: transfer.receipt?.receiptNumber ?? null,
    },
  };
}

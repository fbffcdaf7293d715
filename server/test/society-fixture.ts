import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { buildBusiness, buildCustomer, buildInvoice } from './factories';

/** One line of `rupees` at 0 % GST: a total of exactly that many rupees. */
const linesOf = (rupees: number) => [{ itemName: 'Maintenance', unitPrice: rupees * 100, quantity: 100 }];

/**
 * A small society whose invoices differ in every way a list filters or sorts by:
 *
 * | no. | client              | type      | date       | due        | total | received | status   |
 * |-----|---------------------|-----------|------------|------------|-------|----------|----------|
 * | 001 | Asha Rao, A / A-101 | Invoice   | 2000-09-05 | 2000-09-30 | ₹100  | 0        | Unpaid   |
 * | 002 | Vikram Shah, B / 202| Invoice   | 2000-10-05 | 2000-10-31 | ₹300  | ₹100     | Partial  |
 * | 003 | Meera Iyer, A / 102 | Quotation | 2000-10-05 | 2000-10-31 | ₹200  | 0        | Unpaid   |
 * | 004 | Asha Rao, A / A-101 | Proforma  | 2000-10-20 | 2999-12-31 | ₹150  | ₹150     | Paid     |
 * | 005 | Vikram Shah, B / 202| Invoice   | 2000-10-20 | 2000-11-15 | ₹100  | 0        | Unpaid   |
 *
 * Every due date but 004's has passed, so 001, 002 and 005 are overdue; 003 would be too, were a
 * quotation a claim for money.
 */
export async function buildSociety(db: Kysely<DB>) {
  const tenant = await buildBusiness(db);
  const customer = (name: string, block: string, floor: string, flat: string) =>
    buildCustomer(db, { parent: tenant, values: { name, block, floor, flat } });
  const asha = await customer('Asha Rao', 'A', '1', 'A-101');
  const vikram = await customer('Vikram Shah', 'B', '2', '202');
  const meera = await customer('Meera Iyer', 'A', '1', '102');
  const invoice = (
    parent: typeof asha,
    number: string,
    type: string,
    [date, due]: [string, string],
    rupees: number,
    receivedRupees = 0,
  ) =>
    buildInvoice(db, {
      parent,
      items: linesOf(rupees),
      gstRate: 0,
      receivedPaise: receivedRupees * 100,
      values: { invoice_number: number, type, invoice_date: date, due_date: due },
    });
  const invoices = {
    '001': await invoice(asha, '001', 'Invoice', ['2000-09-05', '2000-09-30'], 100),
    '002': await invoice(vikram, '002', 'Invoice', ['2000-10-05', '2000-10-31'], 300, 100),
    '003': await invoice(meera, '003', 'Quotation', ['2000-10-05', '2000-10-31'], 200),
    '004': await invoice(asha, '004', 'Proforma', ['2000-10-20', '2999-12-31'], 150, 150),
    '005': await invoice(vikram, '005', 'Invoice', ['2000-10-20', '2000-11-15'], 100),
  };
  await db
    .updateTable('businesses')
    .set({ invoice_counter: 5 })
    .where('id', '=', tenant.business.id)
    .execute();
  return {
    ...tenant,
    customers: { asha: asha.customer, vikram: vikram.customer, meera: meera.customer },
    invoices,
  };
}

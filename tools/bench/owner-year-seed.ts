/**
 * The owner whose dashboard the browser benchmarks open: a society of twelve flats billed monthly for a
 * year through the API, most bills paid, so the dashboard's tiles, charts and latest payments all
 * have something to draw.
 */
import { randomUUID } from 'node:crypto';
import { api, postBill } from './lighthouse-run';

/** The web app's stored session (web/src/lib/session.ts): what sign-up answers. */
export const SESSION_STORAGE_KEY = 'profile';
const FLATS = 12;

/** An owner with twelve flats billed monthly for a year, most bills paid: answers the sign-up's session. */
export async function seedOwnerYear(base: string): Promise<{ token: string }> {
  const password = 'correct horse battery';
  const session = await api<{ token: string }>(base, 'POST', '/api/v2/users/signup', {
    firstName: 'Lata',
    lastName: 'Iyer',
    email: `lighthouse-${randomUUID()}@example.test`,
    password,
    confirmPassword: password,
  });
  const today = new Date();
  for (let flat = 1; flat <= FLATS; flat += 1) {
    const customer = await api<{ _id: string }>(
      base,
      'POST',
      '/api/v2/clients',
      {
        name: `Resident ${flat}`,
        email: `resident-${flat}@example.test`,
        block: 'A',
        floor: String(Math.ceil(flat / 4)),
        flat: `A-${100 + flat}`,
        flatarea: 900 + flat * 25,
        price: 3.5,
      },
      session.token,
    );
    for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo -= 1) {
      const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1));
      const billed = month.toISOString().slice(0, 7);
      const invoice = await postBill(base, session.token, customer._id, billed, [
        { itemName: 'Maintenance', unitPrice: 3.5 },
      ]);
      if ((flat + monthsAgo) % 5 === 0) continue;
      await api(
        base,
        'POST',
        `/api/v2/invoices/${invoice._id}/payments`,
        { amountPaid: invoice.total, datePaid: `${billed}-10`, paymentMethod: 'UPI' },
        session.token,
      );
    }
  }
  return session;
}

import {
  LATE_CHARGE_MESSAGE,
  LATE_FEE_WHILE_INTEREST_MESSAGE,
  rateAboveCeilingMessage,
  type TInterestSettings,
} from '@domain/api/interest';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import {
  billDue,
  chooseInterest,
  flatWithOwner,
  type Headers,
  INTEREST_AT_21,
} from '../../test/interest-fixtures';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('interest on arrears: settings', (context) => {
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

  async function settingsOf(headers: Headers): Promise<TInterestSettings> {
    const response = await context.app.inject({ method: 'GET', url: '/api/v2/settings/interest', headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  function put(headers: Headers, payload: object) {
    return context.app.inject({ method: 'PUT', url: '/api/v2/settings/interest', headers, payload });
  }

  it('starts with late-fee invoices, 21 % a year under a 21 % ceiling, no grace and a ₹10 minimum', async () => {
    const { headers } = await flatWithOwner(context.app);
    expect(await settingsOf(headers)).toEqual({
      lateCharge: 'late-fee-invoice',
      ratePercentPerYear: 21,
      ceilingPercentPerYear: 21,
      graceDays: 0,
      minimumAmount: 10,
      chargeFrom: null,
    });
  });

  it('saves interest, starting today when no first day is given, and keeps that day afterwards', async () => {
    const { headers } = await flatWithOwner(context.app);
    const chosen = {
      lateCharge: 'interest',
      ratePercentPerYear: 18.5,
      ceilingPercentPerYear: 21,
      graceDays: 15,
      minimumAmount: 25.5,
    };
    const response = await put(headers, chosen);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...chosen, chargeFrom: today() });
    // Back to late-fee invoices and again to interest: the first day stays what it was.
    expect((await put(headers, { ...chosen, lateCharge: 'late-fee-invoice' })).json().chargeFrom).toBe(
      today(),
    );
    expect((await put(headers, { ...chosen, chargeFrom: '2026-04-01' })).json().chargeFrom).toBe(
      '2026-04-01',
    );
    expect(await settingsOf(headers)).toEqual({ ...chosen, chargeFrom: '2026-04-01' });
  });

  it('refuses bad terms with a 400 naming the field, and stores nothing', async () => {
    const { headers } = await flatWithOwner(context.app);
    await chooseInterest(context.app, headers, { ratePercentPerYear: 12, ceilingPercentPerYear: 24 });
    const before = await settingsOf(headers);
    const refusals: Array<[object, string, string]> = [
      [{ ratePercentPerYear: 24 }, 'ratePercentPerYear', rateAboveCeilingMessage(21)],
      [
        { ratePercentPerYear: -1 },
        'ratePercentPerYear',
        'The rate must be between 0 and 100 % with at most 2 decimals',
      ],
      [
        { ratePercentPerYear: 101 },
        'ratePercentPerYear',
        'The rate must be between 0 and 100 % with at most 2 decimals',
      ],
      [
        { ratePercentPerYear: 12.125 },
        'ratePercentPerYear',
        'The rate must be between 0 and 100 % with at most 2 decimals',
      ],
      [
        { ceilingPercentPerYear: -5, ratePercentPerYear: 0 },
        'ceilingPercentPerYear',
        'The ceiling must be between 0 and 100 % with at most 2 decimals',
      ],
      [
        { ceilingPercentPerYear: 21.001 },
        'ceilingPercentPerYear',
        'The ceiling must be between 0 and 100 % with at most 2 decimals',
      ],
      [{ graceDays: -1 }, 'graceDays', 'The grace days cannot be negative'],
      [{ graceDays: 1.5 }, 'graceDays', 'The grace days must be a whole number'],
      [{ graceDays: 366 }, 'graceDays', 'The grace days must be at most 365'],
      [{ minimumAmount: -10 }, 'minimumAmount', 'The minimum cannot be negative'],
      [{ minimumAmount: 10.005 }, 'minimumAmount', 'The minimum can have at most 2 decimals'],
      [{ lateCharge: 'fine' }, 'lateCharge', LATE_CHARGE_MESSAGE],
      [
        { chargeFrom: '2026-02-30' },
        'chargeFrom',
        'The first day interest is charged for must be a date (YYYY-MM-DD)',
      ],
    ];
    for (const [change, path, message] of refusals) {
      const response = await put(headers, { ...INTEREST_AT_21, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json(), JSON.stringify(change)).toMatchObject({ message, errors: [{ path, message }] });
    }
    expect(await settingsOf(headers)).toEqual(before);
  });

  it('refuses a late-fee invoice with a 409 while interest is charged instead', async () => {
    const { flat, headers } = await flatWithOwner(context.app);
    const overdue = await billDue(context.app, flat, '2026-10-15');
    await chooseInterest(context.app, headers);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices/overdue',
      headers,
      payload: { from: overdue.id },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(LATE_FEE_WHILE_INTEREST_MESSAGE);
    const original = await context.app.inject({
      method: 'GET',
      url: `/api/v2/invoices/${overdue.id}`,
      headers,
    });
    expect(original.json()).toMatchObject({ replacedBy: null, status: 'Unpaid' });
    // Back to late-fee invoices: the same bill takes one.
    await chooseInterest(context.app, headers, { lateCharge: 'late-fee-invoice' });
    const replaced = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices/overdue',
      headers,
      payload: { from: overdue.id },
    });
    expect(replaced.statusCode, replaced.body).toBe(201);
  });
});

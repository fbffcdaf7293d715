import { expect, it } from 'vitest';
import { sessionHeadersFor } from '../../test/sessions';
import { buildSociety } from '../../test/society-fixture';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('reminders and quotations', (context) => {
  it('sends no reminder for a quotation, however long past its due date', async () => {
    const society = await buildSociety(context.app.database.db);
    const headers = await sessionHeadersFor(context.app, society.user);
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/remainder/${society.user.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    // Asha (001) and Vikram (002, 005) owe money; Meera has only a quotation.
    expect(response.json()).toMatchObject({ queued: 2, skipped: 0 });
    const recipients = await context.app.database.db
      .selectFrom('outbox')
      .select('recipient')
      .where('business_id', '=', society.business.id)
      .orderBy('recipient')
      .execute();
    expect(recipients.map((row) => row.recipient)).toEqual(
      [society.customers.asha.email, society.customers.vikram.email].sort(),
    );
  });
});

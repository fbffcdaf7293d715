import type { CrossTenantCase, CrossTenantContext } from './case';

/** The victim has closed April 2024: another business may neither reopen it nor see it. */
async function prepareVictimClosedMonth(context: CrossTenantContext): Promise<Record<string, string>> {
  const closed = await context.app.inject({
    method: 'POST',
    url: '/api/v2/closed-months',
    headers: context.victimHeaders,
    payload: { month: '2024-04' },
  });
  if (closed.statusCode !== 200) throw new Error(`the victim close failed: ${closed.body}`);
  return { closed: await victimClosedMonths(context) };
}

async function victimClosedMonths(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('closed_months')
    .selectAll()
    .where('business_id', '=', context.victim.business.id)
    .execute();
  return JSON.stringify(rows);
}

async function victimClosedMonthsUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimClosedMonths(context)) !== resources.closed)
    throw new Error('the victim closed months changed');
}

function closedBooksCase(
  method: CrossTenantCase['method'],
  route: string,
  url: string,
  answeredWith: number[],
  payload?: object,
): CrossTenantCase {
  return {
    method,
    route,
    prepare: prepareVictimClosedMonth,
    request: (context) => ({
      method,
      url,
      headers: context.intruderHeaders,
      ...(payload ? { payload } : {}),
    }),
    answeredWith,
    unchanged: victimClosedMonthsUnchanged,
  };
}

// Closed months are always the caller's own business's: closing or reopening touches only its own.
export const CLOSED_BOOKS_CASES: CrossTenantCase[] = [
  closedBooksCase('GET', '/api/v2/closed-months', '/api/v2/closed-months', [200]),
  closedBooksCase('POST', '/api/v2/closed-months', '/api/v2/closed-months', [200], { month: '2024-05' }),
  closedBooksCase('DELETE', '/api/v2/closed-months/:month', '/api/v2/closed-months/2024-04', [404]),
];

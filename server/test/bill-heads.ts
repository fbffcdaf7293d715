import type { AppInstance } from '../app-context';

/** Adds a bill head through the API as the owner would, and answers its id; anything but 201 fails the test. */
export async function addBillHead(
  app: AppInstance,
  headers: { authorization: string },
  payload: object,
): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v2/bill-heads', headers, payload });
  if (response.statusCode !== 201)
    throw new Error(`bill head answered ${response.statusCode}: ${response.body}`);
  return response.json()._id;
}

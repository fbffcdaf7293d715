import { multipartPayload } from '../multipart';
import type { CrossTenantCase } from './case';
import { prepareVictimCustomer, victimCustomersUnchanged } from './customers';

export const CUSTOMER_IMPORT_CASES: CrossTenantCase[] = [
  {
    // An import matches flats in the caller's business only: the victim's same flat is never updated.
    method: 'POST',
    route: '/api/v2/clients/import',
    prepare: prepareVictimCustomer,
    request: (context, resources) => {
      const [victimCustomer] = JSON.parse(resources.customerRows ?? '[]');
      const header = 'Name,Email,Flat Area (sq.ft),Price per sq.ft,Block,Floor,Flat No.';
      const row = `Taken Over,intruder@example.test,100,1,${victimCustomer.block},${victimCustomer.floor},${victimCustomer.flat}`;
      const body = multipartPayload([
        { bytes: Buffer.from(`${header}\r\n${row}\r\n`), filename: 'flats.csv' },
      ]);
      return {
        method: 'POST',
        url: '/api/v2/clients/import?dryRun=false',
        headers: { ...context.intruderHeaders, ...body.headers },
        payload: body.payload,
      };
    },
    answeredWith: [200],
    unchanged: victimCustomersUnchanged,
  },
];

import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import {
  ZClientInterest,
  ZClientInterestQuery,
  ZInterestSettings,
  ZInterestSettingsInput,
  ZInvoiceInterest,
} from '@domain/api/interest';
import { INVOICE_NOT_FOUND_MESSAGE } from '@domain/api/invoices';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import {
  changeInterestSettings,
  clientInterestOf,
  interestSettingsOf,
  invoiceInterestOf,
} from './interest.service';

const ZCustomerId = z.object({ id: z.uuid(CUSTOMER_NOT_FOUND_MESSAGE) });
const ZInvoiceId = z.object({ id: z.uuid(INVOICE_NOT_FOUND_MESSAGE) });

export async function interestRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['interest on arrears'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/settings/interest',
    { onRequest: access.read, schema: { tags, response: { 200: ZInterestSettings } } },
    async (request) => interestSettingsOf(context, callerOf(request).business),
  );
  app.put(
    '/api/v2/settings/interest',
    {
      onRequest: access.manage,
      schema: { tags, body: ZInterestSettingsInput, response: { 200: ZInterestSettings } },
    },
    async (request) => changeInterestSettings(context, callerOf(request), request.body),
  );
  app.get(
    '/api/v2/clients/:id/interest',
    {
      onRequest: access.read,
      schema: {
        tags,
        params: ZCustomerId,
        querystring: ZClientInterestQuery,
        response: { 200: ZClientInterest },
      },
    },
    async (request) =>
      clientInterestOf(context, callerOf(request).business, request.params.id, request.query.date),
  );
  app.get(
    '/api/v2/invoices/:id/interest',
    { onRequest: access.read, schema: { tags, params: ZInvoiceId, response: { 200: ZInvoiceInterest } } },
    async (request) => invoiceInterestOf(context, callerOf(request).business, request.params.id),
  );
}

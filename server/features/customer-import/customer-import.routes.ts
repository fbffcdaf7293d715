import { IMPORT_SIZE_MESSAGE, MAX_IMPORT_BYTES, ZImportAnswer } from '@domain/api/customer-import';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { AppError } from '../../errors';
import { XLSX_TYPE } from '../../http/content-disposition';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { readSingleFile } from '../../plugins/multipart-file';
import { importCustomers } from './customer-import.service';
import { importAnswerJson } from './import-answer-json';
import { templateCsv, templateXlsx } from './import-template';

export async function customerImportRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  // Registered here, not app-wide, so no other route accepts multipart bodies.
  await app.register(multipart);

  app.post(
    '/api/v2/clients/import',
    {
      onRequest: access.keepBooks,
      schema: {
        tags: ['clients'],
        consumes: ['multipart/form-data'],
        querystring: z.strictObject({
          dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false' }).default('false'),
        }),
        response: { 200: ZImportAnswer },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const file = await readSingleFile(request, {
        maxBytes: MAX_IMPORT_BYTES,
        tooLargeMessage: IMPORT_SIZE_MESSAGE,
      });
      if (!file) throw new AppError('BAD_REQUEST', 'Please choose a CSV or Excel file');
      const answer = await importCustomers(app.serviceContext, caller, file.bytes, {
        dryRun: request.query.dryRun === 'true',
      });
      // The answer is a TImportAnswer already, written a piece at a time; sent as bytes, it passes the
      // response schema by, which stays declared for the API's documentation.
      return reply.type('application/json; charset=utf-8').send((await importAnswerJson(answer)) as never);
    },
  );

  app.get(
    '/api/v2/clients/import/template',
    {
      schema: {
        tags: ['clients'],
        querystring: z.strictObject({
          format: z.enum(['csv', 'xlsx'], { error: 'format must be csv or xlsx' }).default('csv'),
        }),
      },
    },
    async (request, reply) => {
      const isCsv = request.query.format === 'csv';
      return reply
        .header('Content-Type', isCsv ? 'text/csv; charset=utf-8' : XLSX_TYPE)
        .header('Content-Disposition', `attachment; filename="customers-template.${request.query.format}"`)
        .send(isCsv ? templateCsv() : await templateXlsx());
    },
  );
}

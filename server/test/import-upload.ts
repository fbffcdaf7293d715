import type { AppInstance } from '../app-context';
import { multipartPayload } from './multipart';

/** The header row of a customer import file, as the template writes it. */
export const IMPORT_HEADER =
  'Name,GST Number,Email,Phone,Flat Area (sq.ft),Price per sq.ft,Block,Floor,Flat No.';

/** A CSV import file: the header, then these lines. */
export function importCsv(...lines: string[]): Buffer {
  return Buffer.from(`${[IMPORT_HEADER, ...lines].join('\r\n')}\r\n`);
}

/** Uploads a file to the customer import, as the Import dialog does (`dryRun` previews). */
export function uploadImport(
  app: AppInstance,
  headers: Record<string, string>,
  bytes: Buffer,
  dryRun: boolean,
  filename = 'flats.csv',
) {
  const body = multipartPayload([{ bytes, filename, contentType: 'text/csv' }]);
  return app.inject({
    method: 'POST',
    url: `/api/v2/clients/import?dryRun=${dryRun}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

import { multipartPayload, pngBytes } from '../multipart';
import type { CrossTenantCase, CrossTenantContext } from './case';

/** The victim's uploads as stored: ids and sizes (a logo is stored re-encoded, not as sent). */
async function victimUploads(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('uploads')
    .select(['id', 'byte_size'])
    .where('business_id', '=', context.victim.business.id)
    .execute();
  return JSON.stringify(rows);
}

async function victimUploadsUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  const rows = await victimUploads(context);
  if (rows !== resources.uploadRows || !rows.includes(resources.uploadId ?? '-')) {
    throw new Error('the victim uploads changed');
  }
}

export const UPLOADS_CASES: CrossTenantCase[] = [
  {
    // Uploads always belong to the caller's business; another's logos are neither counted nor pruned.
    method: 'POST',
    route: '/api/v2/uploads',
    prepare: async (context) => {
      const body = multipartPayload([{ bytes: pngBytes(96) }]);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/uploads',
        headers: { ...context.victimHeaders, ...body.headers },
        payload: body.payload,
      });
      const uploadId = String(response.json().secure_url).split('/').at(-1) ?? '';
      return { uploadId, uploadRows: await victimUploads(context) };
    },
    request: (context) => {
      const body = multipartPayload([{ bytes: pngBytes(100) }]);
      return {
        method: 'POST',
        url: '/api/v2/uploads',
        headers: { ...context.intruderHeaders, ...body.headers },
        payload: body.payload,
      };
    },
    answeredWith: [201],
    unchanged: victimUploadsUnchanged,
  },
];

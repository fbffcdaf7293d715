import { buildBusiness } from './factories';
import { type FilePart, multipartPayload } from './multipart';
import { sessionHeadersFor } from './sessions';
import type { TestAppContext } from './test-servers';

/** What the uploads tests do through the API: sign an owner up, upload, and list what was stored. */
export function uploadsClient(context: TestAppContext) {
  return {
    async owner() {
      const tenant = await buildBusiness(context.app.database.db);
      return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
    },

    async upload(headers: Record<string, string>, parts: FilePart[]) {
      const body = multipartPayload(parts);
      return context.app.inject({
        method: 'POST',
        url: '/api/v2/uploads',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },

    async uploadsOf(businessId: string) {
      return context.app.database.db
        .selectFrom('uploads')
        .select(['id', 'content_type', 'byte_size'])
        .where('business_id', '=', businessId)
        .execute();
    },

    async storedBytes(uploadId: string): Promise<Buffer> {
      const row = await context.app.database.db
        .selectFrom('uploads')
        .select('bytes')
        .where('id', '=', uploadId)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.bytes);
    },
  };
}

import { expect, it } from 'vitest';
import { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, MAX_LOGO_BYTES } from '../../../domain/api/uploads';
import { describeEachDatabase } from '../../test/build-test-app';
import { buildBusiness } from '../../test/factories';
import { type FilePart, multipartPayload, pngBytes } from '../../test/multipart';
import { sessionHeadersFor } from '../../test/sessions';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([40, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(28),
]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describeEachDatabase('logo uploads', (context) => {
  async function owner() {
    const tenant = await buildBusiness(context.app.database.db);
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  async function upload(headers: Record<string, string>, parts: FilePart[]) {
    const body = multipartPayload(parts);
    return context.app.inject({
      method: 'POST',
      url: '/api/v2/uploads',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  async function uploadsOf(businessId: string) {
    return context.app.database.db
      .selectFrom('uploads')
      .select(['id', 'content_type', 'byte_size'])
      .where('business_id', '=', businessId)
      .execute();
  }

  it('stores a PNG and serves its exact bytes to anyone, typed, unsniffable and cached for good', async () => {
    const { business, headers } = await owner();
    const logo = pngBytes(300);
    const response = await upload(headers, [{ bytes: logo }]);
    expect(response.statusCode).toBe(201);
    const { secure_url } = response.json();
    expect(secure_url).toMatch(/^\/api\/v2\/uploads\/[0-9a-f-]{36}$/);

    const served = await context.app.inject({ method: 'GET', url: secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(logo)).toBe(true);
    expect(await uploadsOf(business.id)).toEqual([
      { id: secure_url.split('/').at(-1), content_type: 'image/png', byte_size: 300 },
    ]);
  });

  it('types an image by its content, whatever the sender declared', async () => {
    const { headers } = await owner();
    const cases: [Buffer, string][] = [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [pngBytes(), 'image/png'],
    ];
    for (const [bytes, expected] of cases) {
      const response = await upload(headers, [{ bytes, contentType: 'application/octet-stream' }]);
      expect(response.statusCode).toBe(201);
      const served = await context.app.inject({ method: 'GET', url: response.json().secure_url });
      expect(served.headers['content-type']).toBe(expected);
    }
  });

  it('refuses what is not a PNG, JPEG or WebP, however it is named, and stores nothing', async () => {
    const { business, headers } = await owner();
    for (const bytes of [SVG, Buffer.from('GIF89a....'), Buffer.from('%PDF-1.7')]) {
      const response = await upload(headers, [{ bytes, filename: 'logo.png', contentType: 'image/png' }]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: LOGO_TYPE_MESSAGE });
    }
    expect(await uploadsOf(business.id)).toEqual([]);
  });

  it('takes exactly 1 MB and refuses one byte more with a clear message', async () => {
    const { business, headers } = await owner();
    const atLimit = await upload(headers, [{ bytes: pngBytes(MAX_LOGO_BYTES) }]);
    expect(atLimit.statusCode).toBe(201);
    const overLimit = await upload(headers, [{ bytes: pngBytes(MAX_LOGO_BYTES + 1) }]);
    expect(overLimit.statusCode).toBe(413);
    expect(overLimit.json()).toEqual({ message: LOGO_SIZE_MESSAGE });
    expect((await uploadsOf(business.id)).map((row) => row.byte_size)).toEqual([MAX_LOGO_BYTES]);
  });

  it('answers a missing file, a second file or a JSON body with a 4xx and stores nothing', async () => {
    const { business, headers } = await owner();
    const noFile = await upload(headers, [{ field: 'image', bytes: pngBytes() }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: 'Please choose a logo file' });

    const twoFiles = await upload(headers, [{ bytes: pngBytes() }, { bytes: pngBytes() }]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json()).toEqual({ message: 'Send one file at a time' });

    const json = await context.app.inject({
      method: 'POST',
      url: '/api/v2/uploads',
      headers,
      payload: { file: 'iVBORw0KGgo=' },
    });
    expect(json.statusCode).toBe(415);
    expect(await uploadsOf(business.id)).toEqual([]);
  });

  it('ignores a plain field such as an image host upload_preset', async () => {
    const { headers } = await owner();
    const response = await upload(headers, [
      { field: 'upload_preset', value: 'bahi' },
      { bytes: pngBytes() },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('needs a session to upload', async () => {
    const body = multipartPayload([{ bytes: pngBytes() }]);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/uploads',
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers an unknown image with 404 and a malformed id with 400', async () => {
    const unknown = await context.app.inject({
      method: 'GET',
      url: '/api/v2/uploads/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Image not found' });
    const malformed = await context.app.inject({ method: 'GET', url: '/api/v2/uploads/..%2Fetc' });
    expect(malformed.statusCode).toBe(400);
  });

  it('lets a profile show only a logo its own business uploaded', async () => {
    const mine = await owner();
    const theirs = await owner();
    const theirLogo = (await upload(theirs.headers, [{ bytes: pngBytes() }])).json().secure_url;
    const refused = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${mine.business.id}`,
      headers: mine.headers,
      payload: { logo: theirLogo },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please upload the logo again');

    const myLogo = (await upload(mine.headers, [{ bytes: pngBytes() }])).json().secure_url;
    const saved = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${mine.business.id}`,
      headers: mine.headers,
      payload: { logo: myLogo },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().logo).toBe(myLogo);
  });

  it('keeps the profile logo and the five newest uploads, and no more', async () => {
    const { business, headers } = await owner();
    const first = (await upload(headers, [{ bytes: pngBytes() }])).json().secure_url;
    await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${business.id}`,
      headers,
      payload: { logo: first },
    });
    const later: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      later.push((await upload(headers, [{ bytes: pngBytes(100 + index) }])).json().secure_url);
    }
    const kept = (await uploadsOf(business.id)).map((row) => `/api/v2/uploads/${row.id}`).sort();
    expect(kept).toEqual([first, ...later.slice(-5)].sort());
    expect((await context.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
  });
});

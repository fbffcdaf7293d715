import { LOGO_SIZE_MESSAGE, LOGO_TYPE_MESSAGE, MAX_LOGO_BYTES } from '@domain/api/uploads';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { solidImage } from '../../test/images';
import { multipartPayload, pngBytes } from '../../test/multipart';
import { describeEachDatabase } from '../../test/test-servers';
import { uploadsClient } from '../../test/uploads-test-client';

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

describeEachDatabase('logo uploads', (context) => {
  const { owner, upload, uploadsOf } = uploadsClient(context);

  it('stores a PNG as re-encoded and serves those bytes to anyone, typed, unsniffable and cached for good', async () => {
    const { business, headers } = await owner();
    const response = await upload(headers, [{ bytes: await solidImage('png', 300, 200) }]);
    expect(response.statusCode).toBe(201);
    const { secure_url } = response.json();
    expect(secure_url).toMatch(/^\/api\/v2\/uploads\/[0-9a-f-]{36}$/);

    const served = await context.app.inject({ method: 'GET', url: secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const { format, width, height, hasAlpha } = await sharp(served.rawPayload).metadata();
    expect({ format, width, height, hasAlpha }).toEqual({
      format: 'png',
      width: 300,
      height: 200,
      hasAlpha: true,
    });
    expect(await uploadsOf(business.id)).toEqual([
      { id: secure_url.split('/').at(-1), content_type: 'image/png', byte_size: served.rawPayload.length },
    ]);
  });

  it('types an image by its content, whatever the sender declared, and stores a WebP as a PNG', async () => {
    const { headers } = await owner();
    const cases: [Buffer, string, string][] = [
      [await solidImage('jpeg', 40, 30), 'image/jpeg', 'jpeg'],
      [await solidImage('webp', 40, 30), 'image/png', 'png'],
      [pngBytes(), 'image/png', 'png'],
    ];
    for (const [bytes, expectedType, expectedFormat] of cases) {
      const response = await upload(headers, [{ bytes, contentType: 'application/octet-stream' }]);
      expect(response.statusCode).toBe(201);
      const served = await context.app.inject({ method: 'GET', url: response.json().secure_url });
      expect(served.headers['content-type']).toBe(expectedType);
      expect((await sharp(served.rawPayload).metadata()).format).toBe(expectedFormat);
    }
  });

  it('refuses what is not a PNG, JPEG or WebP, however it is named, and stores nothing', async () => {
    const { business, headers } = await owner();
    for (const bytes of [SVG, HTML, Buffer.from('GIF89a....'), Buffer.from('%PDF-1.7')]) {
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
    // What is stored is the one pixel re-encoded, without the megabyte of padding around it.
    const stored = await uploadsOf(business.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.byte_size).toBeLessThan(200);
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

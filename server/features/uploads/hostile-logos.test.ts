import { deflateSync } from 'node:zlib';
import { LOGO_DIMENSIONS_MESSAGE, LOGO_UNREADABLE_MESSAGE } from '@domain/api/uploads';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { headerBombPng, jpegClaiming, pngOf, solidImage, zeroBombPng } from '../../test/images';
import { describeEachDatabase } from '../../test/test-servers';
import { uploadsClient } from '../../test/uploads-test-client';

const SCRIPT = '<script>alert(document.cookie)</script>';

describeEachDatabase('hostile logo files', (context) => {
  const { owner, upload, uploadsOf, storedBytes } = uploadsClient(context);

  /** Uploads each file as logo.png and expects a 400 with `message` for every one, and nothing stored. */
  async function expectRefused(files: Buffer[], message: string) {
    const { business, headers } = await owner();
    for (const bytes of files) {
      const response = await upload(headers, [{ bytes, filename: 'logo.png' }]);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { message },
      });
    }
    expect(await uploadsOf(business.id)).toEqual([]);
  }

  it('refuses a 14,000 × 14,000 PNG from its header, before decoding, saying what the limit is', async () => {
    // The header-only bomb has too little data to decode: the dimensions, not the data, refuse it.
    await expectRefused([headerBombPng(14_000)], `${LOGO_DIMENSIONS_MESSAGE}; this one is 14,000 × 14,000`);
  });

  it('refuses the complete bomb: 784 MB of pixels in a 760 KB file', async () => {
    await expectRefused(
      [await zeroBombPng(14_000)],
      `${LOGO_DIMENSIONS_MESSAGE}; this one is 14,000 × 14,000`,
    );
  }, 60_000);

  it('refuses a JPEG whose header claims 60,000 × 60,000 pixels', async () => {
    await expectRefused(
      [await jpegClaiming(60_000, 60_000)],
      `${LOGO_DIMENSIONS_MESSAGE}; this one is 60,000 × 60,000`,
    );
  });

  it('takes 5,000 pixels a side and refuses one more either way', async () => {
    const { headers } = await owner();
    const atLimit = await upload(headers, [{ bytes: await solidImage('png', 5000, 5000) }]);
    expect(atLimit.statusCode).toBe(201);
    await expectRefused(
      [await solidImage('png', 5001, 1)],
      `${LOGO_DIMENSIONS_MESSAGE}; this one is 5,001 × 1`,
    );
    await expectRefused(
      [await solidImage('webp', 1, 5001)],
      `${LOGO_DIMENSIONS_MESSAGE}; this one is 1 × 5,001`,
    );
  });

  it('refuses truncated files and a PNG with less data than its header says', async () => {
    const png = await solidImage('png', 300, 300);
    const jpeg = await solidImage('jpeg', 300, 300);
    const webp = await solidImage('webp', 300, 300);
    const short = pngOf({ width: 400, height: 400, idat: deflateSync(Buffer.alloc(1000)) });
    await expectRefused(
      [
        png.subarray(0, 100),
        png.subarray(0, png.length - 20),
        jpeg.subarray(0, jpeg.length - 100),
        webp.subarray(0, 40),
        short,
      ],
      LOGO_UNREADABLE_MESSAGE,
    );
  });

  it('refuses a PNG signature with HTML behind it', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    await expectRefused(
      [Buffer.concat([signature, Buffer.from(SCRIPT)]), Buffer.concat([jpegStart, Buffer.from(SCRIPT)])],
      LOGO_UNREADABLE_MESSAGE,
    );
  });

  it('stores only the pixels of a polyglot: HTML after a PNG or in a JPEG comment is gone', async () => {
    const { headers } = await owner();
    const jpeg = await solidImage('jpeg', 32, 32);
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, SCRIPT.length + 2]), Buffer.from(SCRIPT)]);
    const polyglots = [
      Buffer.concat([await solidImage('png', 32, 32), Buffer.from(`<html>${SCRIPT}</html>`)]),
      Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]),
    ];
    for (const bytes of polyglots) {
      const response = await upload(headers, [{ bytes }]);
      expect(response.statusCode).toBe(201);
      const stored = await storedBytes(response.json().secure_url.split('/').at(-1));
      expect(stored.includes('<script')).toBe(false);
      expect((await sharp(stored).metadata()).width).toBe(32);
    }
  });

  it('decodes a PNG whose header understates its data only as far as the header says', async () => {
    const { headers } = await owner();
    // The data is for 4,000 × 4,000 pixels; the header says 400 × 400.
    const understated = pngOf({ width: 400, height: 400, idat: deflateSync(Buffer.alloc(4000 * 16_001)) });
    const response = await upload(headers, [{ bytes: understated }]);
    expect(response.statusCode).toBe(201);
    const stored = await storedBytes(response.json().secure_url.split('/').at(-1));
    const { width, height } = await sharp(stored).metadata();
    expect({ width, height }).toEqual({ width: 400, height: 400 });
  });
});

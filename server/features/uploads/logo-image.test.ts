import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { phoneJpeg, pngChunk, solidImage } from '../../test/images';
import { encodeLogo, isEncodedLogo, LOGO_SIDE_PX } from './logo-image';

async function described(bytes: Buffer) {
  const { format, width, height, hasAlpha, orientation, exif, xmp } = await sharp(bytes).metadata();
  return { format, width, height, hasAlpha, orientation, exif, xmp };
}

describe('a logo as stored', () => {
  it('is at most 512 px a side, the same shape, and a PNG keeps its transparency', async () => {
    const logo = await encodeLogo(await solidImage('png', 2000, 1000));
    expect(logo.contentType).toBe('image/png');
    expect(await described(logo.bytes)).toMatchObject({
      format: 'png',
      width: 512,
      height: 256,
      hasAlpha: true,
    });
    const [, , , alpha] = await sharp(logo.bytes).raw().toBuffer();
    expect(alpha).toBe(128);
    expect(LOGO_SIDE_PX).toBe(512);
  });

  it('is never enlarged, and a JPEG stays a JPEG', async () => {
    const logo = await encodeLogo(await solidImage('jpeg', 40, 30));
    expect(logo.contentType).toBe('image/jpeg');
    expect(await described(logo.bytes)).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
  });

  it('is a PNG when a WebP was sent, so invoice PDFs can draw it, transparency kept', async () => {
    const logo = await encodeLogo(await solidImage('webp', 600, 300));
    expect(logo.contentType).toBe('image/png');
    expect(await described(logo.bytes)).toMatchObject({
      format: 'png',
      width: 512,
      height: 256,
      hasAlpha: true,
    });
  });

  it('stands a phone photo upright and keeps none of its EXIF, the place it was taken included', async () => {
    const photo = await phoneJpeg(80, 40);
    expect(await described(photo)).toMatchObject({ width: 80, height: 40, orientation: 6 });
    const logo = await encodeLogo(photo);
    expect(await described(logo.bytes)).toEqual({
      format: 'jpeg',
      width: 40,
      height: 80,
      hasAlpha: false,
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
    });
  });

  it("keeps none of a PNG's text or EXIF chunks", async () => {
    const png = await solidImage('png', 20, 20);
    const iend = png.length - 12;
    const text = pngChunk('tEXt', Buffer.from('Comment\0Flat 304, Green Park, 18.52 N 73.85 E'));
    const logo = await encodeLogo(Buffer.concat([png.subarray(0, iend), text, png.subarray(iend)]));
    expect(logo.bytes.includes('Green Park')).toBe(false);
    expect((await described(logo.bytes)).exif).toBeUndefined();
  });

  it('is recognised as ready for a document: this encoder made it', async () => {
    expect(await isEncodedLogo((await encodeLogo(await solidImage('png', 2000, 1000))).bytes)).toBe(true);
    expect(await isEncodedLogo((await encodeLogo(await phoneJpeg(80, 40))).bytes)).toBe(true);
    expect(await isEncodedLogo(await solidImage('png', 513, 10))).toBe(false);
    expect(await isEncodedLogo(await solidImage('webp', 10, 10))).toBe(false);
    expect(await isEncodedLogo(await phoneJpeg(80, 40))).toBe(false);
    expect(await isEncodedLogo(Buffer.from('not an image'))).toBe(false);
  });
});

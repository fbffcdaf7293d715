/**
 * The QR code of a `upi://pay` link as an SVG image source. `qrcode` is loaded on first use only, so
 * no other page carries it; a data: image is what the page's Content-Security-Policy lets it show.
 */
export async function upiQrCodeSource(uri: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

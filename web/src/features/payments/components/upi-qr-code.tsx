import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

/** Big enough for a phone camera at arm's length, as the PDF's code is on paper. */
const QR_SIZE = 168;

/**
 * The QR code of a `upi://pay` link as an SVG image source. `qrcode` is loaded on first use only, so
 * no other page carries it; a data: image is what the page's Content-Security-Policy lets it show.
 */
export async function upiQrCodeSource(uri: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

type UpiQrCodeProps = { uri: string; label: string };

/** The code drawn in the browser: a placeholder of its size while it is drawn, a short word if it cannot be. */
export function UpiQrCode({ uri, label }: UpiQrCodeProps) {
  const [drawn, setDrawn] = useState<{ uri: string; source: string | null } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    upiQrCodeSource(uri).then(
      (source) => isCurrent && setDrawn({ uri, source }),
      () => isCurrent && setDrawn({ uri, source: null }),
    );
    return () => {
      isCurrent = false;
    };
  }, [uri]);

  if (drawn?.uri !== uri) {
    return (
      <Skeleton variant="rectangular" width={QR_SIZE} height={QR_SIZE} aria-label="Drawing the QR code" />
    );
  }
  if (!drawn.source) {
    return (
      <Typography variant="body2" sx={{ width: QR_SIZE, color: 'text.secondary' }}>
        The QR code could not be drawn: pay to the UPI ID below.
      </Typography>
    );
  }
  return (
    <Box
      component="img"
      src={drawn.source}
      alt={label}
      width={QR_SIZE}
      height={QR_SIZE}
      sx={{ display: 'block', bgcolor: 'common.white', borderRadius: 1 }}
    />
  );
}

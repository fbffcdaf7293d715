import { useEffect, useState } from 'react';
import { upiQrCodeSource } from '../../../lib/upi-qr';
import styles from '../invoice.module.css';
import { usePortalText } from '../portal-language';

/** The code drawn in the browser: a placeholder of its size while it is drawn, a short word if it cannot be. */
export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const { text } = usePortalText();
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
    return <div className={styles.qrPlaceholder} role="img" aria-label={text.invoice.qrDrawing} />;
  }
  if (!drawn.source) return <p className={styles.secondary}>{text.invoice.qrFailed}</p>;
  return <img src={drawn.source} alt={label} width={168} height={168} />;
}

import { useState } from 'react';
import { savePublicInvoicePdf } from '../api/public-invoice';
import styles from '../invoice.module.css';
import portal from '../portal.module.css';
import { usePortalText } from '../portal-language';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Save as PDF: the bill's public PDF under the server's name; after a failure, the button offers to try again. */
export function SaveInvoicePdf({ invoiceId, contained = false }: { invoiceId: string; contained?: boolean }) {
  const { text } = usePortalText();
  const t = text.invoice;
  const [state, setState] = useState<SaveState>('idle');
  const label = { idle: t.savePdf, saving: t.savingPdf, saved: t.savePdf, failed: t.retrySavePdf }[state];
  return (
    <div>
      <button
        type="button"
        className={contained ? portal.containedButton : portal.outlinedButton}
        disabled={state === 'saving'}
        onClick={async () => {
          setState('saving');
          setState((await savePublicInvoicePdf(invoiceId)) ? 'saved' : 'failed');
        }}
      >
        {label}
      </button>
      {state === 'saved' || state === 'failed' ? (
        <p className={state === 'saved' ? styles.saved : portal.notice} role="status">
          {state === 'saved' ? t.pdfSaved : t.pdfFailed}
        </p>
      ) : null}
    </div>
  );
}

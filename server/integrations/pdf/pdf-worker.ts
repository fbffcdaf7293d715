import { parentPort } from 'node:worker_threads';
import type { PdfDocument } from './pdf-document';
import { renderCreditNote } from './render-credit-note';
import { renderInvoice } from './render-invoice';
import { renderReceipt } from './render-receipt';
import { renderStatement } from './render-statement';

function render(document: PdfDocument): Promise<Uint8Array> {
  if (!('kind' in document)) return renderInvoice(document);
  if (document.kind === 'receipt') return renderReceipt(document);
  return document.kind === 'credit_note' ? renderCreditNote(document) : renderStatement(document);
}

/** What a render worker answers for one document. */
export type PdfWorkerAnswer = { bytes: Uint8Array } | { error: string };

// One document at a time: the pool sends the next only after this one's answer.
const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs only as a worker thread (see pdf-pool.ts)');
port.on('message', async (document: PdfDocument) => {
  try {
    const bytes = await render(document);
    port.postMessage({ bytes } satisfies PdfWorkerAnswer, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({
      error: error instanceof Error ? error.message : String(error),
    } satisfies PdfWorkerAnswer);
  }
});

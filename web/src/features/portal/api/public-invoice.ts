import type { TPublicInvoice } from '@domain/api/invoices';
import type { TCheckoutAnswer, TValidateAnswer } from '@domain/api/online-payments';
import { invoicePdfPath } from '@domain/api/public-pages';
import { fetchNoting } from '../../../lib/connection';
import { fileNameFromContentDisposition } from '../../../lib/download-file-name';
import { getPublicJson, type PublicFailure, postPublicJson } from '../../../lib/public-json';
import type { RazorpayPaymentResponse } from '../../../lib/razorpay-checkout';
import { saveFile } from '../../../lib/save-file';
import { getSession } from '../../../lib/session';

export type PublicInvoiceLoad =
  | { state: 'loading' }
  | { state: 'loaded'; invoice: TPublicInvoice }
  /** The signed-in owner's own invoice: their page in the app has everything they do with it. */
  | { state: 'owner' }
  | { state: 'failed'; failure: PublicFailure };

/**
 * A bill as its link shows it. Asked `asOwner`, a browser with an owner's session asks with it, and an
 * invoice of that owner's business answers 'owner': the page sends them to their own view of it.
 */
export async function fetchPublicInvoice(
  id: string,
  signal: AbortSignal,
  { asOwner }: { asOwner: boolean },
): Promise<PublicInvoiceLoad> {
  const token = asOwner ? getSession()?.token : undefined;
  const answer = await getPublicJson<TPublicInvoice & { creator?: unknown }>(
    `/api/v2/invoices/${encodeURIComponent(id)}`,
    { signal, token },
  );
  if (!answer.ok) return { state: 'failed', failure: answer.failure };
  if ('creator' in answer.value) return { state: 'owner' };
  return { state: 'loaded', invoice: answer.value };
}

/** `POST /api/v2/payment/checkout`: the server prices the Razorpay order from the bill's balance due. */
export function startInvoiceCheckout(invoiceId: string): Promise<TCheckoutAnswer> {
  return postPublicJson<TCheckoutAnswer>('/api/v2/payment/checkout', { invoiceId });
}

/** `POST /api/v2/payment/validate`: what Checkout's handler received, checked and recorded by the server. */
export function validateInvoicePayment(
  invoiceId: string,
  response: RazorpayPaymentResponse,
): Promise<TValidateAnswer> {
  return postPublicJson<TValidateAnswer>('/api/v2/payment/validate', {
    invoiceId,
    razorpay_order_id: response.razorpay_order_id,
    razorpay_payment_id: response.razorpay_payment_id,
    razorpay_signature: response.razorpay_signature,
  });
}

/**
 * Saves the bill's public PDF under the name the server gives it; false when the answer is not a PDF
 * (never a half-saved file).
 */
export async function savePublicInvoicePdf(invoiceId: string): Promise<boolean> {
  try {
    const response = await fetchNoting(invoicePdfPath(encodeURIComponent(invoiceId)));
    const blob = await response.blob();
    if (!response.ok || blob.size === 0 || !blob.type.startsWith('application/pdf')) return false;
    saveFile(
      blob,
      fileNameFromContentDisposition(response.headers.get('Content-Disposition'), 'invoice.pdf'),
    );
    return true;
  } catch {
    return false;
  }
}

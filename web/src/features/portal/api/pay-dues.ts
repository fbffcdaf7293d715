import type { TCheckoutAnswer } from '@domain/api/online-payments';
import type { TPortalValidateAnswer } from '@domain/api/portal';
import { fetchNoting } from '../../../lib/connection';
import type { RazorpayPaymentResponse } from '../../../lib/razorpay-checkout';

const OFFLINE_MESSAGE = 'You are offline. Please try again when you are back online.';

async function postJson<T>(path: string, body: object): Promise<{ status: number; answer: T }> {
  let response: Response;
  try {
    response = await fetchNoting(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error(OFFLINE_MESSAGE);
  }
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (response.status >= 400 && !('status' in answer && answer.status === 'failed'))
    throw new Error(answer.message || 'Something went wrong. Please try again.');
  return { status: response.status, answer };
}

/** One Razorpay order for the flat's dues: everything owed, or `amount` rupees. */
export async function startFlatCheckout(token: string, amount?: number): Promise<TCheckoutAnswer> {
  return (
    await postJson<TCheckoutAnswer>(
      `/api/v2/portal/${encodeURIComponent(token)}/checkout`,
      amount === undefined ? {} : { amount },
    )
  ).answer;
}

/** What Checkout's handler received, checked and recorded by the server; the receipt when it is. */
export async function validateFlatPayment(
  token: string,
  response: RazorpayPaymentResponse,
): Promise<TPortalValidateAnswer> {
  return (
    await postJson<TPortalValidateAnswer>(`/api/v2/portal/${encodeURIComponent(token)}/validate`, {
      razorpay_order_id: response.razorpay_order_id,
      razorpay_payment_id: response.razorpay_payment_id,
      razorpay_signature: response.razorpay_signature,
    })
  ).answer;
}

import type { TCheckoutAnswer } from '@domain/api/online-payments';
import type { TPortalValidateAnswer } from '@domain/api/portal';
import { postPublicJson } from '../../../lib/public-json';
import type { RazorpayPaymentResponse } from '../../../lib/razorpay-checkout';

/** One Razorpay order for the flat's dues: everything owed, or `amount` rupees. */
export function startFlatCheckout(token: string, amount?: number): Promise<TCheckoutAnswer> {
  return postPublicJson<TCheckoutAnswer>(
    `/api/v2/portal/${encodeURIComponent(token)}/checkout`,
    amount === undefined ? {} : { amount },
  );
}

/** What Checkout's handler received, checked and recorded by the server; the receipt when it is. */
export function validateFlatPayment(
  token: string,
  response: RazorpayPaymentResponse,
): Promise<TPortalValidateAnswer> {
  return postPublicJson<TPortalValidateAnswer>(`/api/v2/portal/${encodeURIComponent(token)}/validate`, {
    razorpay_order_id: response.razorpay_order_id,
    razorpay_payment_id: response.razorpay_payment_id,
    razorpay_signature: response.razorpay_signature,
  });
}

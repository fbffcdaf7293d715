import { type TCheckoutAnswer, ZCheckoutAnswer } from '@domain/api/online-payments';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `POST /api/v2/payment/checkout`: the server prices the Razorpay order from the invoice's balance due. */
export async function startCheckout(invoiceId: string): Promise<TCheckoutAnswer> {
  return ZCheckoutAnswer.parse(await apiClient.post<unknown>('/api/v2/payment/checkout', { invoiceId }));
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}

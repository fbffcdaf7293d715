/** The fields Razorpay Checkout hands to `handler` once the payment is made (signed by the provider). */
export type RazorpayPaymentResponse = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

/** The part of Razorpay Checkout's options this app uses. */
export type RazorpayOptions = {
  key: string;
  /** In paise, as the order has it. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  /** How Checkout orders its ways to pay (UPI first on the member's page). */
  config?: { display: { sequence: string[]; preferences: { show_default_blocks: boolean } } };
  handler: (response: RazorpayPaymentResponse) => void;
  modal: { ondismiss: () => void };
};

export type RazorpayInstance = { open: () => void };
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

/** Checkout's script defines `window.Razorpay`; nothing else in the app touches the global. */
function installedCheckout(): RazorpayConstructor | undefined {
  return (window as Window & { Razorpay?: RazorpayConstructor }).Razorpay;
}

const CHECKOUT_UNAVAILABLE_MESSAGE =
  'The payment window could not be loaded. Please check your internet connection and try again.';

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Razorpay Checkout (or the emulator's stand-in) from `url`: the script is added to the page once and
 * reused; a load that failed is forgotten, so the next click tries again.
 */
function loadRazorpayCheckout(url: string): Promise<RazorpayConstructor> {
  const installed = installedCheckout();
  if (installed) return Promise.resolve(installed);
  let pending = loading.get(url);
  if (!pending) {
    pending = new Promise<RazorpayConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      const fail = () => {
        script.remove();
        loading.delete(url);
        reject(new Error(CHECKOUT_UNAVAILABLE_MESSAGE));
      };
      script.addEventListener('load', () => {
        const loaded = installedCheckout();
        if (loaded) resolve(loaded);
        else fail();
      });
      script.addEventListener('error', fail);
      document.head.append(script);
    });
    loading.set(url, pending);
  }
  return pending;
}

/** What a page hands Checkout: the server's order and what the payer sees and is asked. */
export type CheckoutStart = {
  answer: {
    order: { id: string; amount: number; currency: string };
    key: string;
    businessName: string;
    checkoutUrl: string;
  };
  description: string;
  prefill: RazorpayOptions['prefill'];
  onOpen: () => void;
  onPaid: (response: RazorpayPaymentResponse) => void;
  onClosed: () => void;
};

/**
 * Opens Checkout for the server's order, UPI first (the UPI apps on a phone, the QR code with the exact
 * amount on a computer). `onOpen` comes before Checkout shows: a window closed at once must find the
 * page already waiting for it.
 */
export async function openCheckout({
  answer,
  description,
  prefill,
  onOpen,
  onPaid,
  onClosed,
}: CheckoutStart) {
  const Razorpay = await loadRazorpayCheckout(answer.checkoutUrl);
  const checkout = new Razorpay({
    key: answer.key,
    amount: answer.order.amount,
    currency: answer.order.currency,
    order_id: answer.order.id,
    name: answer.businessName,
    description,
    prefill,
    config: { display: { sequence: ['block.upi'], preferences: { show_default_blocks: true } } },
    handler: onPaid,
    modal: { ondismiss: onClosed },
  });
  onOpen();
  checkout.open();
}

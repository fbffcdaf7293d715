import { FaultQueue } from '../emulator-faults';

export type { FaultQueue } from '../emulator-faults';

/** A target path such as `/v1/orders` matches itself and what lies below it (`/v1/orders/…`). */
export function razorpayFaults(): FaultQueue {
  return new FaultQueue(
    (pathname, path) => pathname === path || pathname.startsWith(`${path.replace(/\/+$/, '')}/`),
  );
}

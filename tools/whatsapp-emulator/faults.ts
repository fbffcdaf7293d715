import { FaultQueue } from '../emulator-faults';

export type { FaultQueue } from '../emulator-faults';

/**
 * A target is a path suffix such as `/messages` or `/media`: Graph paths start with a version and a
 * phone number id, so a suffix is what a test can name without knowing them.
 */
export function whatsAppFaults(): FaultQueue {
  return new FaultQueue((pathname, path) => pathname.endsWith(path.replace(/\/+$/, '')));
}

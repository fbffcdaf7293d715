import { useSyncExternalStore } from 'react';

/** Phones and small tablets: below 900 px a page cannot scan its own screen, so it offers a UPI app instead. */
const NARROW = '(max-width: 899.95px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is phone-sized now, following it as it turns or is resized. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
}

import { useEffect, useState } from 'react';

/** Rows added each time the end of the list comes into view. */
export const PROGRESSIVE_STEP = 100;

/**
 * The first rows of a long list, and more as the reader scrolls: a list shown at 'All' may hold
 * 20,000 invoices, far more than a browser can lay out at once. Attach `sentinelRef` to an element
 * after the last row; while it is in view (or near it), `step` more rows are shown. The count starts
 * again when `resetKey` changes (another list, page or page size), not when the same list is
 * refetched, so a background refresh does not take away rows the reader has scrolled to.
 * Without IntersectionObserver (old browsers, jsdom) every row is shown.
 */
export function useProgressiveRows<Row>(rows: readonly Row[], resetKey: string, step = PROGRESSIVE_STEP) {
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [shown, setShown] = useState(step);
  const [shownFor, setShownFor] = useState(resetKey);
  const [sentinel, setSentinel] = useState<Element | null>(null);

  // Reset during render rather than in an effect, so the long list never paints even once.
  if (shownFor !== resetKey) {
    setShownFor(resetKey);
    setShown(step);
  }

  const total = rows.length;
  const hasMore = canObserve && shown < total;

  useEffect(() => {
    if (!canObserve || !sentinel || shown >= total) return;
    // A new observer per step: it reports at once whether the sentinel is still in view, so a screen
    // taller than the rows added so far keeps filling instead of waiting for a scroll.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + step);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canObserve, sentinel, shown, total, step]);

  return { rows: hasMore ? rows.slice(0, shown) : rows, hasMore, sentinelRef: setSentinel };
}

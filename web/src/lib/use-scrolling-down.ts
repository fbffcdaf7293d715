import { useEffect, useState } from 'react';

/**
 * Whether the page is being read downwards: true once it scrolls down past `threshold` pixels, false as
 * soon as it scrolls up. It is judged from the scrolls seen since mounting, never from where the page
 * stands then: a part that arrives late (a lazy chunk landing after the reader scrolled, a page restored
 * halfway down) starts out shown, where judging by position alone would hide it until the next scroll.
 */
export function useScrollingDown(threshold: number): boolean {
  const [isScrollingDown, setScrollingDown] = useState(false);
  useEffect(() => {
    let previous = window.scrollY;
    const onScroll = () => {
      const current = window.scrollY;
      // A scroll that leaves the page where it stood (a sideways one) changes nothing.
      if (current !== previous) setScrollingDown(current > previous && current > threshold);
      previous = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return isScrollingDown;
}

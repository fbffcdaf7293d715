import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * A box's width in px, kept up to date as the card is resized, so a chart is drawn at the size it is
 * shown (its 12 px labels stay 12 px on a phone, which scaling a fixed drawing would shrink). Measured
 * before the first paint; `fallbackWidth` stands where nothing is measured, as in tests.
 */
export function useContainerWidth(box: RefObject<HTMLElement | null>, fallbackWidth: number): number {
  const [width, setWidth] = useState(fallbackWidth);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setWidth(element.clientWidth || fallbackWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, fallbackWidth]);

  return width;
}

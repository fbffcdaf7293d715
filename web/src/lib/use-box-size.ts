import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * A box's width or height in px, kept up to date as it is resized: a chart drawn at the size it is
 * shown (its 12 px labels stay 12 px on a phone, which scaling a fixed drawing would shrink), a long
 * table's rows windowed to the height in view. Measured before the first paint; `fallback` stands
 * where nothing is measured, as in tests.
 */
export function useBoxSize(
  box: RefObject<HTMLElement | null>,
  side: 'width' | 'height',
  fallback: number,
): number {
  const [size, setSize] = useState(fallback);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setSize((side === 'width' ? element.clientWidth : element.clientHeight) || fallback);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box, side, fallback]);

  return size;
}

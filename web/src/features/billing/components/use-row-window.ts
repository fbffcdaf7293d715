import { type RefObject, type UIEvent, useCallback, useLayoutEffect, useState } from 'react';

type RowWindowOptions = {
  rowCount: number;
  /** Every row's height in px: the rows are drawn this high, so a row's place is its index times it. */
  rowHeight: number;
  /** The scroll box's height before it is measured (and where nothing is measured, as in tests). */
  viewportHeight: number;
  /** Rows drawn beyond each edge of the view, so a quick scroll shows no blank before the next draw. */
  overscan?: number;
};

export type RowWindow = {
  /** The first row drawn, and one past the last. */
  start: number;
  end: number;
  /** The room the rows above and below the drawn ones would take. */
  spaceBefore: number;
  spaceAfter: number;
  onScroll: (event: UIEvent<HTMLElement>) => void;
};

/**
 * Windowing for a long table: only the rows in view (and a few around them) are drawn, between two
 * spacers that keep the scroll bar as long as the whole table.
 */
export function useRowWindow(
  scrollBox: RefObject<HTMLElement | null>,
  { rowCount, rowHeight, viewportHeight, overscan = 8 }: RowWindowOptions,
): RowWindow {
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(viewportHeight);

  useLayoutEffect(() => {
    const box = scrollBox.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setHeight(box.clientHeight || viewportHeight);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [scrollBox, viewportHeight]);

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    setScrollTop(event.currentTarget.scrollTop);
  }, []);

  const start = Math.min(rowCount, Math.max(0, Math.floor(scrollTop / rowHeight) - overscan));
  const end = Math.min(rowCount, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return {
    start,
    end: Math.max(start, end),
    spaceBefore: start * rowHeight,
    spaceAfter: Math.max(0, rowCount - Math.max(start, end)) * rowHeight,
    onScroll,
  };
}

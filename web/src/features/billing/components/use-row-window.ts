import { type RefObject, type UIEvent, useCallback, useState } from 'react';
import { useBoxSize } from '../../../lib/use-box-size';

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
  // The first row in view: a scroll within a row changes nothing, and React draws nothing again for it.
  const [firstInView, setFirstInView] = useState(0);
  const height = useBoxSize(scrollBox, 'height', viewportHeight);

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      setFirstInView(Math.floor(event.currentTarget.scrollTop / rowHeight));
    },
    [rowHeight],
  );

  const start = Math.min(rowCount, Math.max(0, firstInView - overscan));
  const end = Math.min(rowCount, firstInView + Math.ceil(height / rowHeight) + 1 + overscan);
  return {
    start,
    end: Math.max(start, end),
    spaceBefore: start * rowHeight,
    spaceAfter: Math.max(0, rowCount - Math.max(start, end)) * rowHeight,
    onScroll,
  };
}

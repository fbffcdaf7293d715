import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveRows } from './use-progressive-rows';

/** Stands in for the browser's IntersectionObserver; the test says when the sentinel comes into view. */
function stubIntersectionObserver() {
  const observed: { callback: IntersectionObserverCallback; target?: Element; connected: boolean }[] = [];
  class FakeObserver {
    private readonly entry: (typeof observed)[number];
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, connected: true };
      observed.push(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    /** The observers still watching, and what they watch. */
    watching: () => observed.filter((entry) => entry.connected).map((entry) => entry.target),
    showSentinel: () =>
      act(() => {
        for (const { callback, connected } of observed) {
          if (connected) callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never);
        }
      }),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Hundreds of MUI rows take many seconds to render in jsdom, so the growth is checked here on the hook,
// with a step of 2; the page's test shows the jsdom fallback (every row at once).
describe('useProgressiveRows', () => {
  const rows = ['a', 'b', 'c', 'd', 'e'];

  it('shows a step of rows, then another each time the sentinel comes into view', () => {
    const observers = stubIntersectionObserver();
    const sentinel = document.createElement('div');
    const { result } = renderHook(() => useProgressiveRows(rows, 'page-1', 2));
    expect(result.current).toMatchObject({ rows: ['a', 'b'], hasMore: true });

    act(() => result.current.sentinelRef(sentinel));
    expect(observers.watching()).toEqual([sentinel]);
    observers.showSentinel();
    expect(result.current.rows).toEqual(['a', 'b', 'c', 'd']);
    observers.showSentinel();
    expect(result.current).toMatchObject({ rows, hasMore: false });
    expect(observers.watching()).toEqual([]);
  });

  it('starts again for another page, not for the same page refetched', () => {
    const observers = stubIntersectionObserver();
    const { result, rerender } = renderHook(({ list, key }) => useProgressiveRows(list, key, 2), {
      initialProps: { list: rows, key: 'page-1' },
    });
    act(() => result.current.sentinelRef(document.createElement('div')));
    observers.showSentinel();
    rerender({ list: [...rows], key: 'page-1' });
    expect(result.current.rows).toHaveLength(4);
    rerender({ list: rows, key: 'page-2' });
    expect(result.current.rows).toEqual(['a', 'b']);
  });

  it('shows every row where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { result } = renderHook(() => useProgressiveRows(rows, 'page-1', 2));
    expect(result.current).toMatchObject({ rows, hasMore: false });
  });
});

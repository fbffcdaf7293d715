import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScrollingDown } from './use-scrolling-down';

/** Puts the page at `y` without a scroll event, as it stands when a part mounts. */
function standAt(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
}

function scrollTo(y: number) {
  act(() => {
    standAt(y);
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrollingDown', () => {
  afterEach(() => standAt(0));

  it('is true once the page scrolls down past the threshold, and false at the first scroll up', () => {
    const { result } = renderHook(() => useScrollingDown(80));
    expect(result.current).toBe(false);
    scrollTo(60);
    expect(result.current, 'not yet past the threshold').toBe(false);
    scrollTo(400);
    expect(result.current).toBe(true);
    scrollTo(1_200);
    expect(result.current).toBe(true);
    scrollTo(1_199);
    expect(result.current, 'a single pixel up').toBe(false);
    scrollTo(1_250);
    expect(result.current).toBe(true);
  });

  it('mounted on a page already scrolled far down, is false until the page scrolls down again', () => {
    standAt(1_266);
    const { result } = renderHook(() => useScrollingDown(80));
    expect(result.current).toBe(false);
    scrollTo(1_265);
    expect(result.current).toBe(false);
    scrollTo(1_300);
    expect(result.current).toBe(true);
  });

  it('keeps its answer through a scroll event that leaves the page where it stood', () => {
    const { result } = renderHook(() => useScrollingDown(80));
    scrollTo(500);
    scrollTo(500);
    expect(result.current).toBe(true);
    scrollTo(450);
    scrollTo(450);
    expect(result.current).toBe(false);
  });

  it('stops listening once unmounted', () => {
    const { result, unmount } = renderHook(() => useScrollingDown(80));
    unmount();
    scrollTo(900);
    expect(result.current).toBe(false);
  });
});

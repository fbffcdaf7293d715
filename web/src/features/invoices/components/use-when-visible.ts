import { useEffect, useState } from 'react';

/**
 * Calls `onVisible` while the element given to the returned ref is in view (or within 600 px of it),
 * so a list asks for more rows before the reader reaches its end. Without IntersectionObserver (old
 * browsers, jsdom) nothing is observed and the caller offers a button instead.
 */
export function useWhenVisible(onVisible: () => void, isEnabled: boolean) {
  const [target, setTarget] = useState<Element | null>(null);
  useEffect(() => {
    if (!isEnabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [isEnabled, target, onVisible]);
  return setTarget;
}

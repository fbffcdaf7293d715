import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyPart<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the part's code (a pointer over, or focus on, what opens it); loads it once. */
  preload: () => void;
};

/**
 * A part of a page its first paint does not show (a menu, a dialog), loaded the first time it is
 * wanted, or a moment before when its opener calls `preload`.
 */
export function lazyPart<Props>(load: () => Promise<{ default: ComponentType<Props> }>): LazyPart<Props> {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    loading ??= load();
    return loading;
  };
  return Object.assign(lazy(loadOnce), {
    preload: () => {
      // A failed preload is tried again, and reported, when the part is rendered.
      loadOnce().catch(() => {
        loading = undefined;
      });
    },
  });
}

import { lazy, Suspense } from 'react';

const LazyNumberingSection = lazy(() =>
  import('./numbering-section').then((module) => ({ default: module.NumberingSection })),
);

/** The Document numbering section, its code loaded with the settings page's first paint out of the way. */
export function NumberingSettings() {
  return (
    <Suspense fallback={null}>
      <LazyNumberingSection />
    </Suspense>
  );
}

import { createRoot, type Root } from 'react-dom/client';

/** The React root of the page, with the service worker registered once the page has loaded. */
export function startPage(): Root {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The service worker (public/sw.js) lets the built app open offline; development serves no build.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    window.addEventListener('load', () => {
      navigator.serviceWorker.register('/sw.js').catch(() => {
        // Without it the app works as before, only not offline.
      });
    });
  }
  return createRoot(container);
}

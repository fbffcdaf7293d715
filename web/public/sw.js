/*
 * Bahi's service worker: the app opens without a connection, and never keeps anyone's data.
 *
 * - Pages: the network first; offline, the app shell kept at the last visit of one of its pages, whose
 *   own "you are offline" state then shows. The shell is the page that visit got: the app's
 *   (index.html) or the member pages' own (member.html), which draws the whole app for any other
 *   address. The landing's own page (/ and /home) is not the shell: offline, the shell shows the
 *   landing too.
 * - /assets/: built files named by their content, kept once fetched (they never change).
 * - /api/: never kept. Answers hold a member's dues or an owner's books; they go to the page from
 *   the network or not at all (an API address opened as a page passes through as the server answered).
 * - Icons and the manifest: the cached copy, refreshed in the background.
 */
const VERSION = 'bahi-shell-v2';
const APP_SHELL = '/index.html';
const LANDING_PAGES = ['/', '/home'];
const SHELL = [
  APP_SHELL,
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name !== VERSION).map((name) => caches.delete(name))),
      )
      .then(() => self.registration.navigationPreload?.enable())
      .then(() => self.clients.claim()),
  );
});

/** What a navigation asked for, from the network: navigation preload fetched it as this worker started. */
async function fromNetwork(event) {
  return (await event.preloadResponse) || fetch(event.request);
}

async function pageFromNetwork(event) {
  try {
    const response = await fromNetwork(event);
    // Every page but the landing is the same shell: keep the newest one for offline use, without
    // the headers of the page it came with (a member page's preloads name that member's link). The
    // page is answered at once; keeping it finishes after.
    if (response.ok && !LANDING_PAGES.includes(new URL(event.request.url).pathname)) {
      event.waitUntil(keepShell(response.clone()));
    }
    return response;
  } catch {
    const cache = await caches.open(VERSION);
    return (await cache.match(APP_SHELL)) || Response.error();
  }
}

async function keepShell(page) {
  const cache = await caches.open(VERSION);
  await cache.put(APP_SHELL, new Response(await page.blob(), { headers: { 'content-type': 'text/html' } }));
}

/**
 * A file from the network, kept in the cache when the server gave it: the page gets it at once, and
 * keeping it (which reads the whole body) finishes after.
 */
async function fetchedAndKept(request, cache, event) {
  const response = await fetch(request);
  if (response.ok) event.waitUntil(cache.put(request, response.clone()));
  return response;
}

/** A built file from the cache, else from the network and then kept. */
async function keptAsset(request, event) {
  const cache = await caches.open(VERSION);
  return (await cache.match(request)) || fetchedAndKept(request, cache, event);
}

/** The cached copy at once when there is one, else the network's; either way the copy is refreshed. */
async function refreshedInBackground(request, event) {
  const cache = await caches.open(VERSION);
  const kept = await cache.match(request);
  const fresh = fetchedAndKept(request, cache, event).catch(() => undefined);
  event.waitUntil(fresh);
  return kept || (await fresh) || Response.error();
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
  if (request.mode === 'navigate') {
    // An address of the API opened as a page (a PDF) is answered as it came and kept nowhere; it was
    // preloaded like any page, so letting the browser fetch it again would ask the server twice.
    event.respondWith(isApi ? fromNetwork(event) : pageFromNetwork(event));
    return;
  }
  if (isApi) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(keptAsset(request, event));
    return;
  }
  if (SHELL.includes(url.pathname)) event.respondWith(refreshedInBackground(request, event));
});

import type { Catalogue } from '../lib/text';

/** The texts around every page: loading, offline, a route that failed, a role that only reads, plan expired, not found. */
const EN = {
  loadingPage: 'Loading page',
  offline: 'You are offline. What you see may be out of date.',
  routeError: {
    title: 'Something went wrong',
    text: 'The page could not be shown. Reloading usually fixes it; if it does not, try again in a few minutes.',
    reload: 'Reload page',
  },
  readsOnly:
    "Your role in this business reads its books but does not change them or send messages. Ask the business's owner if you need to.",
  expired: {
    documentTitle: 'Plan expired',
    heading: 'Plan Expired!!!',
    text: 'Please renew your plan to continue using our services.',
    logout: 'Logout',
    home: 'Home',
  },
  notFound: {
    documentTitle: 'Page not found',
    heading: 'Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Home',
  },
};

export type AppText = typeof EN;

export const APP_TEXT: Catalogue<AppText> = { en: EN };

import { isMemberPagePath, MEMBER_PAGE_PATHS, matchPagePath } from '@domain/api/public-pages';
import {
  Component,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
} from 'react';
import { PageLoader } from '../components/page-loader';
import { MEMBER_PAGES } from '../features/portal/member-pages';
import {
  type PortalLocation,
  type PortalNavigateOptions,
  type PortalNavigation,
  PortalNavigationProvider,
} from '../features/portal/navigation';
import { clearExpiredSession } from '../lib/session';
import { ErrorPage } from './error-page';
import { OfflineBanner } from './offline-banner';
import { PageProgress } from './page-progress';

const PAGES = MEMBER_PAGE_PATHS.map((path) => ({
  path,
  Page: lazy(async () => ({ default: await MEMBER_PAGES[path]() })),
}));

/** The whole app, for an address that is no member page: member.html kept as the app's page offline. */
const App = lazy(() => import('./router').then((module) => ({ default: module.AppRouter })));

/** How the page on show was reached: a new page starts at its top, back and forward are the browser's. */
type Visit = { location: PortalLocation; action: 'load' | 'push' | 'replace' | 'pop' };

/** The address on show, with the state a navigation left in its history entry (as React Router keeps it). */
function currentLocation(): PortalLocation {
  const entry: unknown = window.history.state;
  const state = typeof entry === 'object' && entry !== null && 'usr' in entry ? entry.usr : null;
  return { pathname: window.location.pathname, search: window.location.search, state };
}

type BoundaryProps = { pathname: string; children: ReactNode };

/** A page that failed to load or draw shows the error page until the member goes to another. */
class PageErrorBoundary extends Component<BoundaryProps, { failed: boolean; pathname: string }> {
  override state = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromProps(props: BoundaryProps, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}

/**
 * The member's own page (member.html): the member pages with a history of their own, without React
 * Router or anything else of the owner's app, so a phone that opens a bill's link loads the least code
 * that draws it. A link to a page of the owner's app loads that page in full.
 */
export function MemberApp() {
  const [visit, setVisit] = useState<Visit>(() => {
    clearExpiredSession();
    return { location: currentLocation(), action: 'load' };
  });
  // The page on show stays, under the progress bar, while the next one's code is on its way.
  const [isPending, startTransition] = useTransition();

  useEffect(() => {
    const showEntry = () => startTransition(() => setVisit({ location: currentLocation(), action: 'pop' }));
    window.addEventListener('popstate', showEntry);
    return () => window.removeEventListener('popstate', showEntry);
  }, []);

  const navigate = useCallback((to: string, options: PortalNavigateOptions = {}) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin || !isMemberPagePath(url.pathname)) {
      if (options.replace) window.location.replace(url.href);
      else window.location.assign(url.href);
      return;
    }
    const entry = { usr: options.state ?? null };
    if (options.replace) window.history.replaceState(entry, '', url.href);
    else window.history.pushState(entry, '', url.href);
    clearExpiredSession();
    startTransition(() =>
      setVisit({ location: currentLocation(), action: options.replace ? 'replace' : 'push' }),
    );
  }, []);

  useLayoutEffect(() => {
    if (visit.action === 'push' || visit.action === 'replace') window.scrollTo(0, 0);
  }, [visit]);

  const { pathname } = visit.location;
  const match = useMemo(() => {
    for (const { path, Page } of PAGES) {
      const params = matchPagePath(path, pathname);
      if (params) return { Page, params };
    }
    return null;
  }, [pathname]);
  const navigation = useMemo<PortalNavigation>(
    () => ({ location: visit.location, params: match?.params ?? {}, navigate }),
    [visit.location, match, navigate],
  );

  // Once the app has an address, its router keeps the history from then on, member pages and all.
  const [showsApp, setShowsApp] = useState(false);
  if (!match && !showsApp) setShowsApp(true);
  if (showsApp || !match) {
    return (
      <Suspense fallback={<PageLoader />}>
        <App />
      </Suspense>
    );
  }
  return (
    <>
      {isPending && <PageProgress />}
      <OfflineBanner />
      <Suspense fallback={<PageLoader />}>
        <PageErrorBoundary pathname={pathname}>
          <PortalNavigationProvider value={navigation}>
            <match.Page />
          </PortalNavigationProvider>
        </PageErrorBoundary>
      </Suspense>
    </>
  );
}

import { createContext, type MouseEvent, type ReactNode, useContext, useEffect } from 'react';

/**
 * How the member's pages move between themselves. They run under two routers: their own page's
 * (member.html, which a member opens from a message or their link, with a history of its own and no
 * React Router) and the app's route table (an owner following a bill's public link, or the app's
 * page offline). Each router provides this; the pages see no difference.
 */
export type PortalLocation = { pathname: string; search: string; state: unknown };

export type PortalNavigateOptions = { replace?: boolean; state?: unknown };

export type PortalNavigation = {
  location: PortalLocation;
  /** The address's named parts (`:token`, `:id`), decoded. */
  params: Readonly<Record<string, string | undefined>>;
  /** Opens `to`, an address from the site's root; a page of the owner's app loads in full. */
  navigate: (to: string, options?: PortalNavigateOptions) => void;
};

const PortalNavigationContext = createContext<PortalNavigation | null>(null);

export const PortalNavigationProvider = PortalNavigationContext.Provider;

function usePortalNavigation(): PortalNavigation {
  const navigation = useContext(PortalNavigationContext);
  if (!navigation) throw new Error('A member page is drawn outside a router of the member pages');
  return navigation;
}

export function useParams(): PortalNavigation['params'] {
  return usePortalNavigation().params;
}

export function useLocation(): PortalLocation {
  return usePortalNavigation().location;
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(usePortalNavigation().location.search);
}

export function useNavigate(): PortalNavigation['navigate'] {
  return usePortalNavigation().navigate;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

/** A link to another page, opened in place; with a modifier key, or without script, a plain link. */
export function Link({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { navigate } = usePortalNavigation();
  return (
    <a
      href={to}
      className={className}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/** Sends the visitor on to `to` once drawn, as a redirect. */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const { navigate } = usePortalNavigation();
  useEffect(() => {
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}

import { useMemo } from 'react';
import { Navigate, Outlet, redirect, useLocation, useMatches, useNavigation } from 'react-router';
import {
  activeSession,
  clearExpiredSession,
  getSession,
  homePathFor,
  useActiveSession,
} from '../lib/session';

/** Route `handle`: where a signed-out visitor of this route is sent (/home unless stated). */
export type RouteHandle = { signedOutRedirect?: '/login' | '/home' };

export const SIGNED_OUT_TO_LOGIN: RouteHandle = { signedOutRedirect: '/login' };

/** Root loader, re-run on every navigation: a token past its `exp` ends the session. */
export function endExpiredSession(): null {
  clearExpiredSession();
  return null;
}

/** Loader for /login, /forgot and /reset/:token, which make no sense to a signed-in user. */
export function redirectSignedInUser(): Response | null {
  const session = activeSession(getSession());
  if (!session) return null;
  return redirect(homePathFor(session));
}

function signedOutTarget(matches: ReturnType<typeof useMatches>): string {
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  return handles.findLast((handle) => handle?.signedOutRedirect)?.signedOutRedirect ?? '/home';
}

/** Wraps the signed-in part of the app; re-renders (and redirects) as soon as the session changes. */
export function RequireSession() {
  const session = useActiveSession();
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  // Navigate re-navigates whenever its props change, so the state object must keep its identity.
  const redirectState = useMemo(() => ({ from: location }), [location]);
  if (!session) {
    // A navigation already under way (logout's, or the one whose loader ended an expired session) goes first.
    if (navigation.state !== 'idle') return null;
    return <Navigate to={signedOutTarget(matches)} replace state={redirectState} />;
  }
  if (!session.userProfile.isEnabled) return <Navigate to="/expired" replace />;
  return <Outlet />;
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Outlet } from 'react-router';
import { NotificationsProvider } from '../components/notifications';
import { ApiError } from '../lib/api-client';
import { getSession, subscribeToSession } from '../lib/session';
import { theme } from './theme';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change on a retry; network and server errors get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/** One cache for the whole tab, kept while the visitor moves between the landing page and the app. */
export const queryClient = createQueryClient();

export function AppProviders({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationsProvider>{children}</NotificationsProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/**
 * Every route except the landing page renders inside this lazily loaded route, so React Query, MUI and the
 * theme are not part of what a first-time visitor downloads.
 */
export function ProvidersRoute() {
  // Nothing of one account may stay in memory for the next person to sign in on this browser.
  useEffect(() => subscribeToSession(() => !getSession() && queryClient.clear()), []);
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

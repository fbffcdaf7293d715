import { MEMBER_PAGE_PATHS } from '@domain/api/public-pages';
import { type ComponentType, useState } from 'react';
import { flushSync } from 'react-dom';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { MEMBER_PAGES } from '../features/portal/member-pages';
import { endExpiredSession, RequireSession, redirectSignedInUser, SIGNED_OUT_TO_LOGIN } from './guards';
import { RootRoute } from './root-route';
import { RouteErrorPage } from './route-error-page';
import { RoutedMemberPages } from './routed-member-pages';

/** Every page is its own chunk, so the landing page downloads only what it shows. */
function page<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const landingPage = page(() => import('./pages/landing/routed-landing-page'), 'RoutedLandingPage');
const invoiceFormPage = page(() => import('../features/invoices/pages/invoice-form-page'), 'InvoiceFormPage');
const invoiceListPage = page(() => import('../features/invoices/pages/invoice-list-page'), 'InvoiceListPage');
const invoiceDetailPage = page(
  () => import('../features/invoices/pages/invoice-detail-page'),
  'InvoiceDetailPage',
);

const billingRunPage = page(() => import('../features/billing/pages/billing-run-page'), 'BillingRunPage');

const publicRoutes: RouteObject[] = [
  {
    path: 'login',
    loader: redirectSignedInUser,
    lazy: page(() => import('../features/auth/pages/login-page'), 'LoginPage'),
  },
  {
    path: 'forgot',
    loader: redirectSignedInUser,
    lazy: page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage'),
  },
  {
    path: 'reset/:token',
    loader: redirectSignedInUser,
    lazy: page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
  },
  { path: 'join/:token', lazy: page(() => import('../features/team/pages/join-page'), 'JoinPage') },
  { path: 'expired', lazy: page(() => import('./pages/expired-page'), 'ExpiredPage') },
  { path: '*', lazy: page(() => import('./pages/not-found-page'), 'NotFoundPage') },
];

const invoiceListPaths = ['invoices', 'overdues', 'paid', 'unpaid', 'total', 'partial'];

const protectedRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: SIGNED_OUT_TO_LOGIN,
    lazy: page(() => import('../features/dashboard/pages/dashboard-page'), 'DashboardPage'),
  },
  ...invoiceListPaths.map((path) => ({ path, handle: SIGNED_OUT_TO_LOGIN, lazy: invoiceListPage })),
  {
    lazy: page(() => import('./layout/require-keeping-books'), 'RequireKeepingBooks'),
    children: [
      { path: 'invoice', lazy: invoiceFormPage },
      { path: 'edit/invoice/:id', lazy: invoiceFormPage },
      { path: 'overdue/:id', lazy: invoiceFormPage },
      { path: 'paid/:id', lazy: invoiceFormPage },
      {
        path: 'overdue',
        lazy: page(() => import('../features/messaging/pages/reminders-page'), 'RemindersPage'),
      },
      { path: 'billing/new', lazy: billingRunPage },
    ],
  },
  { path: 'auth/invoice/:id', lazy: invoiceDetailPage },
  {
    path: 'payments/reported',
    lazy: page(() => import('../features/intimations/pages/reported-payments-page'), 'ReportedPaymentsPage'),
  },
  { path: 'settings', lazy: page(() => import('../features/profile/pages/settings-page'), 'SettingsPage') },
  {
    path: 'settings/bill-heads',
    lazy: page(() => import('../features/bill-heads/pages/bill-heads-page'), 'BillHeadsPage'),
  },
  {
    path: 'settings/activity',
    lazy: page(() => import('../features/activity/pages/activity-page'), 'ActivityPage'),
  },
  { path: 'settings/team', lazy: page(() => import('../features/team/pages/team-page'), 'TeamPage') },
  { path: 'billing', lazy: page(() => import('../features/billing/pages/billing-page'), 'BillingPage') },
  { path: 'billing/:id', lazy: billingRunPage },
  {
    path: 'customers',
    lazy: page(() => import('../features/customers/pages/customers-page'), 'CustomersPage'),
  },
  {
    path: 'customers/:id',
    lazy: page(() => import('../features/customers/pages/customer-page'), 'CustomerPage'),
  },
  {
    path: 'customers/:id/statement',
    lazy: page(() => import('../features/statements/pages/statement-page'), 'StatementPage'),
  },
  { path: 'reports/dues', lazy: page(() => import('../features/reports/pages/dues-page'), 'DuesPage') },
  {
    path: 'reports/collection',
    lazy: page(() => import('../features/reports/pages/collection-page'), 'CollectionPage'),
  },
  {
    path: 'reports/accounts',
    lazy: page(() => import('../features/reports/pages/accounts-page'), 'AccountsPage'),
  },
];

/**
 * The route table. The landing page sits outside the providers route: it is plain React and CSS, so a
 * first visit downloads neither MUI nor React Query. /forgot and /reset/:token serve people who cannot
 * sign in, so they are public and, like /login, send a signed-in user on to the dashboard.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootRoute,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    loader: endExpiredSession,
    shouldRevalidate: () => true,
    children: [
      { index: true, lazy: landingPage },
      { path: 'home', lazy: landingPage },
      // The member's pages, plain React and CSS too, here for an owner who follows a bill's public link
      // and for the app's page kept offline. A member opening one from a message, their link or a
      // bookmark is sent member.html, which loads none of this app (app/member-app.tsx).
      {
        Component: RoutedMemberPages,
        children: MEMBER_PAGE_PATHS.map((path) => ({
          path: path.slice(1),
          lazy: async () => ({ Component: await MEMBER_PAGES[path]() }),
        })),
      },
      {
        lazy: page(() => import('./providers'), 'ProvidersRoute'),
        children: [
          { lazy: page(() => import('./layout/public-layout'), 'PublicLayout'), children: publicRoutes },
          {
            Component: RequireSession,
            children: [
              { lazy: page(() => import('./layout/app-layout'), 'AppLayout'), children: protectedRoutes },
            ],
          },
        ],
      },
    ],
  },
];

type Router = ReturnType<typeof createBrowserRouter>;

function flushUpdates(update: () => unknown): undefined {
  flushSync(update);
  return undefined;
}

/** RouterProvider with ReactDOM's flushSync, which navigations with `flushSync: true` need. */
export function AppRouterProvider({ router }: { router: Router }) {
  return <RouterProvider router={router} flushSync={flushUpdates} />;
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <AppRouterProvider router={router} />;
}

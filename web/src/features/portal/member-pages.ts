import type { MemberPagePath } from '@domain/api/public-pages';
import type { ComponentType } from 'react';

/**
 * The code of each member page, loaded when the page is first opened: the app's route table and the
 * member's own page (member.html) both route the member's addresses here.
 */
export const MEMBER_PAGES: Record<MemberPagePath, () => Promise<ComponentType>> = {
  '/m': () => import('./pages/member-sign-in-page').then((module) => module.MemberSignInPage),
  '/m/:token': () => import('./pages/member-portal-page').then((module) => module.MemberPortalPage),
  '/m/:token/statement': () =>
    import('./pages/member-statement-page').then((module) => module.MemberStatementPage),
  '/statement/:token': () =>
    import('./pages/member-statement-page').then((module) => module.MemberStatementPage),
  '/invoice/:id': () => import('./pages/public-invoice-page').then((module) => module.PublicInvoicePage),
  '/payment/:id': () => import('./pages/invoice-pay-page').then((module) => module.InvoicePayPage),
  '/payment/success/:id': () => import('./pages/invoice-paid-page').then((module) => module.InvoicePaidPage),
};

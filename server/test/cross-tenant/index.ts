import { ACCOUNTS_CASES } from './accounts';
import { AUDIT_CASES } from './audit';
import { BILL_HEADS_CASES } from './bill-heads';
import { BILLING_RUNS_CASES } from './billing-runs';
import type { CrossTenantCase } from './case';
import { CLOSED_BOOKS_CASES } from './closed-books';
import { CREDIT_NOTES_CASES } from './credit-notes';
import { CUSTOMER_IMPORT_CASES } from './customer-import';
import { CUSTOMERS_CASES } from './customers';
import { DASHBOARD_CASES } from './dashboard';
import { DOCUMENTS_CASES } from './documents';
import { GST_SETTINGS_CASES } from './gst-settings';
import { INTEREST_CASES } from './interest';
import { INTIMATIONS_CASES } from './intimations';
import { INVOICES_CASES } from './invoices';
import { MESSAGING_CASES } from './messaging';
import { NUMBERING_CASES } from './numbering';
import { ONLINE_PAYMENTS_CASES } from './online-payments';
import { PAYMENTS_CASES } from './payments';
import { PORTAL_CASES } from './portal';
import { PROFILE_CASES } from './profile';
import { RECEIPTS_CASES } from './receipts';
import { REPORTS_CASES } from './reports';
import { STATEMENTS_CASES } from './statements';
import { TALLY_CASES } from './tally';
import { SESSION_CASES, TEAM_CASES } from './team';
import { UPLOADS_CASES } from './uploads';

export type { CrossTenantCase, CrossTenantContext, Tenant } from './case';
export { ROUTES_WITHOUT_TENANT } from './public-routes';

/**
 * Every tenant route's case, one file per server feature; a new route joins its feature's list as it
 * is built, and the coverage test in cross-tenant.test.ts fails until it does.
 */
export const CROSS_TENANT_CASES: CrossTenantCase[] = [
  ...PROFILE_CASES,
  ...TEAM_CASES,
  ...SESSION_CASES,
  ...AUDIT_CASES,
  ...CLOSED_BOOKS_CASES,
  ...UPLOADS_CASES,
  ...CUSTOMERS_CASES,
  ...CUSTOMER_IMPORT_CASES,
  ...BILL_HEADS_CASES,
  ...BILLING_RUNS_CASES,
  ...GST_SETTINGS_CASES,
  ...NUMBERING_CASES,
  ...INVOICES_CASES,
  ...DOCUMENTS_CASES,
  ...PAYMENTS_CASES,
  ...RECEIPTS_CASES,
  ...CREDIT_NOTES_CASES,
  ...INTEREST_CASES,
  ...STATEMENTS_CASES,
  ...PORTAL_CASES,
  ...INTIMATIONS_CASES,
  ...DASHBOARD_CASES,
  ...ONLINE_PAYMENTS_CASES,
  ...MESSAGING_CASES,
  ...REPORTS_CASES,
  ...ACCOUNTS_CASES,
  ...TALLY_CASES,
];

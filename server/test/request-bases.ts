import { randomUUID } from 'node:crypto';
import { INVOICE_LISTS } from '@domain/api/invoices';
import type { UserRow } from '../db/schema';
import type { BusinessFixture } from './factories';

/** The owner's data a base request points at: real rows, so a field that slips through reaches them. */
export type BaseContext = {
  owner: BusinessFixture;
  customerId: string;
  invoiceId: string;
  paymentId: string;
  /** The receipt of that payment. */
  receiptId: string;
  /** A credit note against that invoice. */
  creditNoteId: string;
  /** The flat's statement link. */
  statementToken: string;
  uploadId: string;
  billHeadId: string;
  /** A draft run of the owner's flat with a typed head (the base head is typed per flat). */
  billingRunId: string;
  /** Today in the business's zone, 'YYYY-MM-DD'. */
  today: string;
  /** The business's treasurer and auditor, besides its owner. */
  treasurer: UserRow;
  auditor: UserRow;
  /** An open invitation to the team, and its link's token. */
  invitationId: string;
  invitationToken: string;
};

/** A request every schema of its route accepts: the walker changes one field of it at a time. */
export type BaseRequest = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
};

const PASSWORD = 'correct horse 1';

function profileBody(context: BaseContext) {
  return {
    name: 'Asha Rao',
    email: 'billing@greenpark.example',
    phoneNumber: '+91 98765 43210',
    businessName: 'Green Park Society',
    contactAddress: 'Plot 12\nSector 5, Pune',
    website: 'https://greenpark.example',
    gstno: '27AAPFU0939F1ZV',
    state: '27',
    upiId: 'greenpark@okhdfcbank',
    paymentDetails: 'HDFC Bank, A/c 50100012345678',
    logo: `/api/v2/uploads/${context.uploadId}`,
    razorpayKey: 'rzp_test_1DP5mmOlF5G5ag',
    razorpaySecret: 'thisIsTheSecret123',
    razorpayWebhookSecret: 'webhook-secret-123',
    token: 'EAAG-whatsapp-token',
    whatsappPhoneNumberId: '1055500001',
    whatsappTemplate: 'payment_reminder',
  };
}

/** A head limited to one block with one flat's own rate, so every text it takes is walked. */
function billHeadBody(context: BaseContext) {
  return {
    name: `Lift ${randomUUID().slice(0, 8)}`,
    basis: 'flat',
    rate: 200,
    limit: { kind: 'block', block: 'A' },
    overrides: [{ flat: context.customerId, rate: 150 }],
  };
}

function customerBody() {
  return {
    name: 'Meera Iyer',
    email: 'meera@example.test',
    phone: '98200 12345',
    gstno: '27AAPFU0939F1ZV',
    block: 'B',
    floor: '3',
    flat: `B-${randomUUID().slice(0, 6)}`,
    state: '30',
    flatarea: 1250.5,
    price: 3.25,
  };
}

function invoiceFieldsBody(context: BaseContext) {
  return {
    items: [{ unitPrice: 2.5, itemName: 'Maintenance', discount: 1, overDues: 2 }],
    rates: 18,
    hsn: '995419',
    currency: 'INR',
    type: 'Invoice',
    date: context.today,
    dueDate: context.today,
    notes: 'Bank: HDFC\nA/c 000123',
    invoiceNumber: '900',
  };
}

function paymentBody(context: BaseContext) {
  return {
    amountPaid: 1,
    datePaid: context.today,
    paymentMethod: 'Cash',
    note: 'Cheque no. 123\nHDFC',
    paidBy: 'Ravi Iyer',
  };
}

const page = { page: '1', limit: '10' };

/** Every filter of the Activity page at once: one customer's creations by its owner this year. */
function auditQuery(context: BaseContext): BaseRequest {
  return {
    query: {
      person: context.owner.user.id,
      entity: 'customer',
      entityId: context.customerId,
      action: 'create',
      from: '2026-01-01',
      to: context.today,
      ...page,
    },
  };
}

/**
 * One valid request per route that takes text, keyed by method and route as Fastify registers them.
 * The text walker fails for a route that takes text and has no entry here, so a new route gets one.
 */
export const BASE_REQUESTS: Record<string, (context: BaseContext) => BaseRequest> = {
  'POST /api/v2/users/signup': () => ({
    body: {
      firstName: 'Asha',
      lastName: 'Rao',
      email: `walker-${randomUUID().slice(0, 8)}@example.test`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  }),
  'POST /api/v2/users/signin': (context) => ({
    body: { email: context.owner.user.email, password: PASSWORD },
  }),
  'POST /api/v2/users/forgot': (context) => ({ body: { email: context.owner.user.email } }),
  'POST /api/v2/portal/codes': () => ({ body: { email: 'member@example.test' } }),
  'POST /api/v2/portal/codes/verify': () => ({ body: { email: 'member@example.test', code: '123456' } }),
  'POST /api/v2/users/reset': () => ({ body: { password: PASSWORD, token: 'aBc-123_xYz' } }),
  'GET /api/v2/audit': (context) => auditQuery(context),
  'GET /api/v2/audit.xlsx': (context) => auditQuery(context),
  'POST /api/v2/closed-months': () => ({ body: { month: '2024-04' } }),
  'DELETE /api/v2/closed-months/:month': () => ({ params: { month: '2024-04' } }),
  'POST /api/v2/team/invitations': () => ({
    body: { email: `invitee-${randomUUID().slice(0, 8)}@example.test`, role: 'treasurer' },
  }),
  'DELETE /api/v2/team/invitations/:id': (context) => ({ params: { id: context.invitationId } }),
  'PATCH /api/v2/team/members/:userId': (context) => ({
    params: { userId: context.treasurer.id },
    body: { role: 'auditor' },
  }),
  'DELETE /api/v2/team/members/:userId': (context) => ({ params: { userId: context.auditor.id } }),
  'DELETE /api/v2/team/members/:userId/sessions': (context) => ({ params: { userId: context.auditor.id } }),
  'DELETE /api/v2/sessions/:id': () => ({ params: { id: randomUUID() } }),
  'POST /api/v2/team/switch': (context) => ({ body: { businessId: context.owner.business.id } }),
  'GET /api/v2/invitations/:token': (context) => ({ params: { token: context.invitationToken } }),
  'POST /api/v2/invitations/:token/join': (context) => ({
    params: { token: context.invitationToken },
    body: { password: PASSWORD },
  }),
  'POST /api/v2/invitations/:token/signup': (context) => ({
    params: { token: context.invitationToken },
    body: { firstName: 'Ravi', lastName: 'Iyer', password: PASSWORD, confirmPassword: PASSWORD },
  }),
  'GET /api/v2/profiles': (context) => ({ query: { searchQuery: context.owner.user.id } }),
  'POST /api/v2/profiles': (context) => ({ body: profileBody(context) }),
  'PATCH /api/v2/profiles/:id': (context) => ({
    params: { id: context.owner.business.id },
    body: profileBody(context),
  }),
  'GET /api/v2/profiles/receiver/:creatorId': (context) => ({
    params: { creatorId: context.owner.user.id },
  }),
  'GET /api/v2/uploads/:id': (context) => ({ params: { id: context.uploadId } }),
  'GET /api/v2/clients/user': (context) => ({
    query: { searchQuery: context.owner.user.id, ...page, search: 'Meera' },
  }),
  'POST /api/v2/clients': () => ({ body: customerBody() }),
  'PATCH /api/v2/clients/:id': (context) => {
    const { block, floor, flat, ...editable } = customerBody();
    return { params: { id: context.customerId }, body: editable };
  },
  'DELETE /api/v2/clients/:id': (context) => ({ params: { id: context.customerId } }),
  'GET /api/v2/clients/:id': (context) => ({ params: { id: context.customerId } }),
  'GET /api/v2/clients/:id/dues': (context) => ({ params: { id: context.customerId } }),
  'POST /api/v2/clients/import': () => ({ query: { dryRun: 'true' } }),
  'GET /api/v2/clients/import/template': () => ({ query: { format: 'csv' } }),
  'POST /api/v2/bill-heads': (context) => ({
    body: {
      ...billHeadBody(context),
      basis: 'percent',
      rate: 10,
      percentOf: [context.billHeadId],
      overrides: [{ flat: context.customerId, rate: 5 }],
    },
  }),
  'PATCH /api/v2/bill-heads/:id': (context) => ({
    params: { id: context.billHeadId },
    body: billHeadBody(context),
  }),
  'DELETE /api/v2/bill-heads/:id': (context) => ({ params: { id: context.billHeadId } }),
  'POST /api/v2/billing-runs': (context) => ({
    body: {
      period: '2026-11',
      billDate: '2026-11-01',
      dueDate: '2026-11-15',
      flats: { kind: 'block', block: 'A' },
      heads: [context.billHeadId],
    },
  }),
  'GET /api/v2/billing-runs/:id': (context) => ({ params: { id: context.billingRunId } }),
  'PUT /api/v2/billing-runs/:id/amounts': (context) => ({
    params: { id: context.billingRunId },
    body: { amounts: [{ flat: context.customerId, head: context.billHeadId, amount: 10 }] },
  }),
  'DELETE /api/v2/billing-runs/:id': (context) => ({ params: { id: context.billingRunId } }),
  'POST /api/v2/billing-runs/:id/publish': (context) => ({ params: { id: context.billingRunId } }),
  'POST /api/v2/billing-runs/:id/undo': (context) => ({ params: { id: context.billingRunId } }),
  'POST /api/v2/billing-runs/:id/send': (context) => ({
    params: { id: context.billingRunId },
    body: { email: true, whatsapp: false },
  }),
  'GET /api/v2/billing-runs/:id/sending': (context) => ({ params: { id: context.billingRunId } }),
  'GET /api/v2/billing-runs/:id/workbook': (context) => ({ params: { id: context.billingRunId } }),
  'POST /api/v2/billing-runs/:id/amounts/file': (context) => ({ params: { id: context.billingRunId } }),
  'POST /api/v2/billing-runs/:id/sending/retry': (context) => ({ params: { id: context.billingRunId } }),
  'PUT /api/v2/settings/tally-ledgers': (context) => ({
    body: {
      heads: [{ headId: context.billHeadId, ledger: 'Water Charges' }],
      otherIncome: 'Other Charges',
      interest: 'Interest on Arrears',
      cgst: 'Output CGST',
      sgst: 'Output SGST',
      igst: 'Output IGST',
      gst: 'Output GST',
      roundOff: 'Round Off',
      cash: 'Cash',
      bank: 'HDFC Bank A/c 0123',
    },
  }),
  'PUT /api/v2/settings/gst': () => ({
    body: { housingSociety: true, rwaMode: 'excess', turnoverThreshold: 2_000_000, roundOff: true },
  }),
  'GET /api/v2/settings/gst/turnover': (context) => ({ query: { date: context.today } }),
  'GET /api/v2/settings/numbering': (context) => ({ query: { date: context.today } }),
  'PUT /api/v2/settings/numbering': () => ({
    body: {
      invoices: { mode: 'financial-year', pattern: 'INV/{YY}/' },
      receipts: { mode: 'continuous', pattern: 'R/{FY}/' },
      creditNotes: { mode: 'financial-year', pattern: 'CN-{FY}-' },
    },
  }),
  'POST /api/v2/invoices': (context) => ({
    body: { client: { _id: context.customerId }, ...invoiceFieldsBody(context) },
  }),
  'POST /api/v2/invoices/overdue': (context) => ({
    body: { from: context.invoiceId, ...invoiceFieldsBody(context) },
  }),
  'GET /api/v2/invoices': () => ({ query: { ...page, searchQuery: '001' } }),
  ...Object.fromEntries(
    INVOICE_LISTS.map((list) => [
      `GET /api/v2/invoices/${list}/:ownerId`,
      (context: BaseContext) => ({ params: { ownerId: context.owner.user.id }, query: page }),
    ]),
  ),
  'PATCH /api/v2/invoices/:id': (context) => ({
    params: { id: context.invoiceId },
    body: {
      client: { _id: context.customerId },
      ...invoiceFieldsBody(context),
      paymentRecords: [paymentBody(context)],
    },
  }),
  'GET /api/v2/invoices/:id': (context) => ({ params: { id: context.invoiceId } }),
  'POST /api/v2/invoices/generate': (context) => ({ body: { id: context.invoiceId } }),
  'GET /api/v2/invoices/:id/pdf': (context) => ({ params: { id: context.invoiceId } }),
  'GET /api/v2/invoices/:id/share': (context) => ({ params: { id: context.invoiceId } }),
  'POST /api/v2/invoices/send/email': (context) => ({ body: { id: context.invoiceId } }),
  'POST /api/v2/invoices/send/wa': (context) => ({ body: { id: context.invoiceId } }),
  'POST /api/v2/invoices/send/wa/:profileToken': (context) => ({
    params: { profileToken: 'EAAG-whatsapp-token' },
    body: { id: context.invoiceId },
  }),
  'POST /api/v2/invoices/remainder/:ownerId': (context) => ({ params: { ownerId: context.owner.user.id } }),
  'POST /api/v2/invoices/warem/:ownerId': (context) => ({ params: { ownerId: context.owner.user.id } }),
  'POST /api/v2/invoices/warem/:ownerId/:profileToken': (context) => ({
    params: { ownerId: context.owner.user.id, profileToken: 'EAAG-whatsapp-token' },
  }),
  'GET /api/v2/messages': (context) => ({ query: { ...page, invoiceId: context.invoiceId } }),
  'POST /api/v2/invoices/:id/payments': (context) => ({
    params: { id: context.invoiceId },
    body: paymentBody(context),
  }),
  'DELETE /api/v2/invoices/payment/:invoiceId/:paymentId': (context) => ({
    params: { invoiceId: context.invoiceId, paymentId: context.paymentId },
  }),
  'GET /api/v2/payments': (context) => ({ query: { from: context.today, to: context.today } }),
  'POST /api/v2/clients/:id/payments': (context) => ({
    params: { id: context.customerId },
    body: { ...paymentBody(context), reference: 'UTR 402100000123' },
  }),
  'GET /api/v2/clients/:id/ledger': (context) => ({ params: { id: context.customerId } }),
  'POST /api/v2/clients/:id/archive': (context) => ({ params: { id: context.customerId } }),
  'POST /api/v2/clients/:id/restore': (context) => ({ params: { id: context.customerId } }),
  'POST /api/v2/clients/:id/transfer': (context) => ({
    params: { id: context.customerId },
    body: {
      name: 'Rohan Mehta',
      email: 'rohan@example.test',
      phone: '+91 98200 20002',
      gstno: '',
      date: context.today,
      dues: 'settle',
      paymentMethod: 'Cheque',
      reference: '004512 HDFC Bank',
    },
  }),
  'PUT /api/v2/clients/:id/opening-balance': (context) => ({
    params: { id: context.customerId },
    body: { amount: 1250.5, asOf: context.today },
  }),
  'GET /api/v2/clients/:id/receipts': (context) => ({ params: { id: context.customerId } }),
  'GET /api/v2/receipts/:id': (context) => ({ params: { id: context.receiptId } }),
  'GET /api/v2/receipts/:id/pdf': (context) => ({ params: { id: context.receiptId } }),
  'POST /api/v2/receipts/:id/reverse': (context) => ({
    params: { id: context.receiptId },
    body: { reversedOn: context.today, reason: 'Cheque returned unpaid', bounceCharge: 590 },
  }),
  'GET /api/v2/invoices/:id/credit-notes': (context) => ({ params: { id: context.invoiceId } }),
  'POST /api/v2/invoices/:id/credit-notes': (context) => ({
    params: { id: context.invoiceId },
    body: { date: context.today, reason: 'Area corrected by the committee', lines: [{ line: 0, amount: 1 }] },
  }),
  'PUT /api/v2/settings/interest': (context) => ({
    body: {
      lateCharge: 'interest',
      ratePercentPerYear: 18,
      ceilingPercentPerYear: 21,
      graceDays: 10,
      minimumAmount: 10,
      chargeFrom: context.today,
    },
  }),
  'GET /api/v2/clients/:id/interest': (context) => ({
    params: { id: context.customerId },
    query: { date: context.today },
  }),
  'GET /api/v2/invoices/:id/interest': (context) => ({ params: { id: context.invoiceId } }),
  'GET /api/v2/credit-notes/:id': (context) => ({ params: { id: context.creditNoteId } }),
  'GET /api/v2/credit-notes/:id/pdf': (context) => ({ params: { id: context.creditNoteId } }),
  'GET /api/v2/clients/:id/statement': (context) => ({
    params: { id: context.customerId },
    query: { from: '2026-04-01', to: context.today },
  }),
  'GET /api/v2/clients/:id/statement/xlsx': (context) => ({
    params: { id: context.customerId },
    query: { from: '2026-04-01', to: context.today },
  }),
  'GET /api/v2/clients/:id/statement/pdf': (context) => ({
    params: { id: context.customerId },
    query: { from: '2026-04-01', to: context.today },
  }),
  'POST /api/v2/clients/:id/statement/send': (context) => ({
    params: { id: context.customerId },
    body: { channel: 'email' },
  }),
  'GET /api/v2/statements/:token': (context) => ({ params: { token: context.statementToken } }),
  'GET /api/v2/statements/:token/pdf': (context) => ({ params: { token: context.statementToken } }),
  'GET /api/v2/clients/:id/member-link': (context) => ({ params: { id: context.customerId } }),
  'POST /api/v2/clients/:id/member-link': (context) => ({ params: { id: context.customerId } }),
  'DELETE /api/v2/clients/:id/member-link': (context) => ({ params: { id: context.customerId } }),
  'GET /api/v2/portal/:token': (context) => ({ params: { token: context.statementToken } }),
  'GET /api/v2/portal/:token/receipts/:id/pdf': (context) => ({
    params: { token: context.statementToken, id: context.receiptId },
  }),
  'GET /api/v2/dashboard': () => ({ query: { search: 'Meera' } }),
  'GET /api/v2/reports/ageing': () => ({
    query: { block: 'B', min: '10', minAge: 'days0to30', sort: 'total' },
  }),
  'GET /api/v2/reports/ageing.xlsx': () => ({ query: { block: 'B', min: '10' } }),
  'GET /api/v2/reports/collection': () => ({ query: { from: '2026-03-01', to: '2026-03-31' } }),
  'GET /api/v2/reports/collection.xlsx': () => ({ query: { from: '2026-03-01', to: '2026-03-31' } }),
  'GET /api/v2/reports/accounts/tally.xml': () => ({ query: { period: '2026-11' } }),
  'POST /api/v2/reports/ageing/reminders': (context) => ({ body: { customerIds: [context.customerId] } }),
  'GET /api/v2/reports/accounts': () => ({ query: { period: '2026-11' } }),
  'GET /api/v2/reports/accounts/gstr1.json': () => ({ query: { period: '2026-11' } }),
  'GET /api/v2/reports/accounts/gstr1.xlsx': () => ({ query: { period: '2026-27' } }),
  'PUT /api/v2/billing-settings': () => ({
    body: { dueDay: 15, repeatDay: null, sendReceipts: true, memberLanguage: 'en' },
  }),
  'POST /api/v2/portal/:token/intimations': (context) => ({ params: { token: context.statementToken } }),
  'GET /api/v2/intimations': () => ({ query: { status: 'all' } }),
  'GET /api/v2/intimations/:id/proof': () => ({ params: { id: randomUUID() } }),
  'POST /api/v2/intimations/:id/confirm': () => ({ params: { id: randomUUID() } }),
  'POST /api/v2/intimations/:id/reject': () => ({
    params: { id: randomUUID() },
    body: { reason: 'Not received' },
  }),
  'POST /api/v2/portal/:token/checkout': (context) => ({
    params: { token: context.statementToken },
    body: {},
  }),
  'POST /api/v2/portal/:token/validate': (context) => ({
    params: { token: context.statementToken },
    body: { razorpay_order_id: 'order_1', razorpay_payment_id: 'pay_1', razorpay_signature: 'signature' },
  }),
  'POST /api/v2/payment/checkout': (context) => ({ body: { invoiceId: context.invoiceId } }),
  'POST /api/v2/payment/validate': (context) => ({
    body: {
      invoiceId: context.invoiceId,
      razorpay_order_id: 'order_Abc123',
      razorpay_payment_id: 'pay_Abc123',
      razorpay_signature: 'a'.repeat(64),
    },
  }),
  'POST /api/v2/payment/webhook/:businessId': (context) => ({
    params: { businessId: context.owner.business.id },
  }),
};

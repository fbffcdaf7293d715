import type { Migration } from 'kysely';
import * as initialSchema from './20261122090000_initial_schema';
import * as accounts from './20261122100000_accounts';
import * as customerOrder from './20261122110000_customer_order';
import * as customerFlatKeyUnique from './20261122120000_customer_flat_key_unique';
import * as invoiceListIndexes from './20261122130000_invoice_list_indexes';
import * as onlinePayments from './20261123090000_online_payments';
import * as outboxWorker from './20261124090000_outbox_worker';
import * as lateFeeInvoices from './20261124120000_late_fee_invoices';
import * as recentPaymentsIndex from './20261201090000_recent_payments_index';
import * as openOrderPerAmount from './20261204090000_open_order_per_amount';
import * as outboxInterruptedAttempts from './20261205090000_outbox_interrupted_attempts';
import * as invoiceListOrders from './20261206090000_invoice_list_orders';
import * as invoiceItemBasis from './20261207090000_invoice_item_basis';
import * as invoiceGstPaise from './20261208090000_invoice_gst_paise';
import * as billHeads from './20261209090000_bill_heads';
import * as billingRuns from './20261210090000_billing_runs';
import * as invoiceItemGstTreatment from './20261210100000_invoice_item_gst_treatment';
import * as billingRunMessages from './20261210110000_billing_run_messages';
import * as billingSchedule from './20261210120000_billing_schedule';
import * as flatLedger from './20261211090000_flat_ledger';
import * as receiptReversals from './20261212090000_receipt_reversals';
import * as flatTransfers from './20261213090000_flat_transfers';
import * as customerArchive from './20261214090000_customer_archive';
import * as creditNotes from './20261215090000_credit_notes';
import * as placeOfSupply from './20261216090000_place_of_supply';
import * as lineTax from './20261217090000_line_tax';
import * as numberingByFinancialYear from './20261218090000_numbering_by_financial_year';
import * as interestOnArrears from './20261219090000_interest_on_arrears';
import * as gstSettings from './20261220090000_gst_settings';
import * as tallyLedgers from './20261221090000_tally_ledgers';
import * as billHeadGstRate from './20261222090000_bill_head_gst_rate';
import * as customerState from './20261223090000_customer_state';
import * as auditTrail from './20261224090000_audit_trail';
import * as team from './20261225090000_team';
import * as closedMonths from './20261226090000_closed_months';
import * as sessions from './20261227090000_sessions';
import * as memberLinks from './20261228090000_member_links';
import * as flatPaymentOrders from './20261229090000_flat_payment_orders';
import * as paymentIntimations from './20261230090000_payment_intimations';
import * as memberLanguage from './20261231090000_member_language';
import * as memberSignInCodes from './20270101090000_member_sign_in_codes';
import * as listOrderIndexes from './20270102090000_list_order_indexes';
import * as dashboardSummaries from './20270103090000_dashboard_summaries';
import * as invoicePaymentsOrder from './20270104090000_invoice_payments_order';
import * as receiptAdvanceSummaries from './20270105090000_receipt_advance_summaries';

/** Every migration, keyed by its timestamped name; Kysely applies them in name order. */
export const migrations: Record<string, Migration> = {
  '20261122090000_initial_schema': initialSchema,
  '20261122100000_accounts': accounts,
  '20261122110000_customer_order': customerOrder,
  '20261122120000_customer_flat_key_unique': customerFlatKeyUnique,
  '20261122130000_invoice_list_indexes': invoiceListIndexes,
  '20261123090000_online_payments': onlinePayments,
  '20261124090000_outbox_worker': outboxWorker,
  '20261124120000_late_fee_invoices': lateFeeInvoices,
  '20261201090000_recent_payments_index': recentPaymentsIndex,
  '20261204090000_open_order_per_amount': openOrderPerAmount,
  '20261205090000_outbox_interrupted_attempts': outboxInterruptedAttempts,
  '20261206090000_invoice_list_orders': invoiceListOrders,
  '20261207090000_invoice_item_basis': invoiceItemBasis,
  '20261208090000_invoice_gst_paise': invoiceGstPaise,
  '20261209090000_bill_heads': billHeads,
  '20261210090000_billing_runs': billingRuns,
  '20261210100000_invoice_item_gst_treatment': invoiceItemGstTreatment,
  '20261210110000_billing_run_messages': billingRunMessages,
  '20261210120000_billing_schedule': billingSchedule,
  '20261211090000_flat_ledger': flatLedger,
  '20261212090000_receipt_reversals': receiptReversals,
  '20261213090000_flat_transfers': flatTransfers,
  '20261214090000_customer_archive': customerArchive,
  '20261215090000_credit_notes': creditNotes,
  '20261216090000_place_of_supply': placeOfSupply,
  '20261217090000_line_tax': lineTax,
  '20261218090000_numbering_by_financial_year': numberingByFinancialYear,
  '20261219090000_interest_on_arrears': interestOnArrears,
  '20261220090000_gst_settings': gstSettings,
  '20261221090000_tally_ledgers': tallyLedgers,
  '20261222090000_bill_head_gst_rate': billHeadGstRate,
  '20261223090000_customer_state': customerState,
  '20261224090000_audit_trail': auditTrail,
  '20261225090000_team': team,
  '20261226090000_closed_months': closedMonths,
  '20261227090000_sessions': sessions,
  '20261228090000_member_links': memberLinks,
  '20261229090000_flat_payment_orders': flatPaymentOrders,
  '20261230090000_payment_intimations': paymentIntimations,
  '20261231090000_member_language': memberLanguage,
  '20270101090000_member_sign_in_codes': memberSignInCodes,
  '20270102090000_list_order_indexes': listOrderIndexes,
  '20270103090000_dashboard_summaries': dashboardSummaries,
  '20270104090000_invoice_payments_order': invoicePaymentsOrder,
  '20270105090000_receipt_advance_summaries': receiptAdvanceSummaries,
};

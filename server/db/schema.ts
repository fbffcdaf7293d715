import type { BillHeadBasis, GstTreatment, HeadOccupancyFilter, Occupancy } from '@domain/bill-heads';
import type { NumberingMode, NumberSeries } from '@domain/fy-numbering';
import type { RwaMode } from '@domain/housing-society';
import type { TaxDocument, TaxExemption } from '@domain/invoice-tax';
import type { LineBasis } from '@domain/line-basis';
import type { Role } from '@domain/roles';
import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';

/**
 * Table types. Money is integer paise, areas are integer hundredths of a sq.ft and percentages are
 * integer basis points (hundredths of a percent), so no stored figure is ever a binary fraction.
 * Instants are ISO 8601 UTC strings and calendar dates 'YYYY-MM-DD' on both dialects; flags are 0/1.
 */
type Instant = ColumnType<string, string, string>;
type CreatedAt = ColumnType<string, string, never>;
type Flag = 0 | 1;

export type UsersTable = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string;
  token_version: Generated<number>;
  is_enabled: Generated<Flag>;
  plan_expires_at: Instant | null;
  /** Whether a sign-in from a device not seen before sends an e-mail (1, the default). */
  sign_in_alerts: Generated<Flag>;
  created_at: CreatedAt;
  updated_at: Instant;
};

export type BusinessesTable = {
  id: string;
  owner_user_id: string;
  name: string;
  email: string;
  phone_number: Generated<string>;
  business_name: string;
  contact_address: Generated<string>;
  website: Generated<string>;
  gstin: string | null;
  /** The GST state code a business without a GSTIN chose; one with a GSTIN is in its first two digits. */
  state_code: Generated<string | null>;
  upi_id: string | null;
  payment_details: Generated<string>;
  logo_url: string | null;
  razorpay_key_id: string | null;
  razorpay_secret_encrypted: string | null;
  razorpay_webhook_secret_encrypted: string | null;
  whatsapp_token_encrypted: string | null;
  whatsapp_phone_number_id: string | null;
  whatsapp_template: string | null;
  time_zone: Generated<string>;
  invoice_counter: Generated<number>;
  created_at: CreatedAt;
  updated_at: Instant;
};

/** A person who may act for a business, and as what. */
export type MembershipsTable = {
  business_id: string;
  user_id: string;
  role: Role;
  created_at: CreatedAt;
  updated_at: Instant;
};

/** An invitation to join a business's team: the link's token only as its hash; gone once accepted. */
export type InvitationsTable = {
  id: string;
  business_id: string;
  /** Normalised, as users' e-mails are. */
  email: string;
  role: Role;
  token_hash: string;
  invited_by_user_id: string;
  created_at: CreatedAt;
  expires_at: Instant;
};

/** A month whose books are closed ('YYYY-MM'), and who closed it. */
export type ClosedMonthsTable = {
  business_id: string;
  month: string;
  closed_by_user_id: string | null;
  closed_at: Instant;
};

/** A signed-in browser: whose, acting for which business, from where; ended when signed out or ended. */
export type SessionsTable = {
  id: string;
  user_id: string;
  business_id: string;
  /** The browser's own description (its User-Agent), cut short. */
  device: string;
  device_key: string;
  address: string;
  created_at: CreatedAt;
  last_used_at: Instant;
  ended_at: Instant | null;
};

export type CustomersTable = {
  id: string;
  business_id: string;
  name: string;
  email: string;
  phone: Generated<string>;
  gstin: string | null;
  block: Generated<string>;
  floor: Generated<string>;
  flat: Generated<string>;
  area_hundredths: Generated<number>;
  price_per_sqft_paise: Generated<number>;
  /** Where the flat is, or a flat-less client's state, when not the business's: a GST state code. */
  state_code: Generated<string | null>;
  /** domain/natural-sort.ts flatSortKey(block, floor, flat): the list order. */
  sort_key: Generated<string>;
  /** Name, flat, block, phone and e-mail in lower case: what the list search matches. */
  search_text: Generated<string>;
  parking_slots: Generated<number>;
  occupancy: Generated<Occupancy>;
  /** Set when the flat is archived: out of the lists and billing runs, its account kept. */
  archived_at: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: Instant;
};

/** One change as the trail keeps it; rows are never updated or deleted (the database refuses). */
export type AuditEntriesTable = {
  id: string;
  business_id: string;
  /** 1, 2, 3, … per business: a gap is a removed entry. */
  seq: number;
  at: string;
  /** Null for a change nobody signed in made (a payment gateway's webhook, a scheduled run). */
  actor_user_id: string | null;
  actor_address: string;
  entity: string;
  entity_id: string;
  action: string;
  /** JSON: each changed field's value before and after. */
  changes: string;
  previous_hash: string;
  hash: string;
};

/** A business's last audit entry: its number and hash, the next entry's link. */
export type AuditHeadsTable = {
  business_id: string;
  seq: number;
  hash: string;
};

export type BillHeadsTable = {
  id: string;
  business_id: string;
  name: string;
  /** The name trimmed and in lower case: unique per business. */
  name_key: string;
  basis: BillHeadBasis;
  /** Paise (per sq.ft, per flat, per slot, a typed head's default) or basis points (a percentage). */
  rate_hundredths: number;
  applies_to: Generated<HeadOccupancyFilter>;
  gst_treatment: Generated<GstTreatment>;
  hsn: string;
  /** The rate a run bills its lines at (1800 = 18 %). */
  gst_rate_basis_points: Generated<number>;
  position: number;
  is_active: Generated<Flag>;
  limit_kind: Generated<'all' | 'block' | 'flats'>;
  limit_block: string | null;
  created_at: CreatedAt;
  updated_at: Instant;
};

export type BillingRunStatus = 'draft' | 'publishing' | 'published';

export type BillingRunsTable = {
  id: string;
  business_id: string;
  /** '2026-11' or '2026-Q3' (domain/billing-periods.ts). */
  period: string;
  bill_date: string;
  due_date: string;
  flats_kind: 'all' | 'block' | 'flats';
  flats_block: string | null;
  status: Generated<BillingRunStatus>;
  /** 1 when the server prepared it by itself (the business's repeat day). */
  is_prepared: Generated<Flag>;
  created_at: CreatedAt;
  updated_at: Instant;
  published_at: Instant | null;
};

export type BillingRunHeadsTable = { business_id: string; run_id: string; head_id: string };
export type BillingRunFlatsTable = { business_id: string; run_id: string; customer_id: string };
/** A typed head's amount for one flat in one run. */
export type BillingRunAmountsTable = {
  business_id: string;
  run_id: string;
  head_id: string;
  customer_id: string;
  amount_paise: number;
};

/** A business's billing settings: the default due day, and the day the next run is prepared (null: never). */
export type BillingSettingsTable = {
  business_id: string;
  due_day: Generated<number>;
  repeat_day: number | null;
  /** 1: each receipt goes to the member who paid, by e-mail and WhatsApp, when it is recorded. */
  send_receipts: Generated<Flag>;
  /** The language the society's member pages open in. */
  member_language: Generated<'en' | 'hi'>;
  updated_at: Instant;
};

/** A business's GST settings; without a row it has the defaults (not a housing society, ₹20,00,000, rounded). */
export type GstSettingsTable = {
  business_id: string;
  /** 1: a resident welfare association, whose members' contributions are exempt up to ₹7,500 a month. */
  housing_society: Generated<Flag>;
  /** Above the limit: GST on the whole contribution, or only on the excess. */
  rwa_mode: Generated<RwaMode>;
  /** The financial year's turnover under which no GST is charged. */
  turnover_threshold_paise: Generated<number>;
  /** 1: bill totals are rounded to the rupee with a Round off line. */
  round_off: Generated<Flag>;
  updated_at: Instant;
};

/** What sending a run did with one bill on one channel: the message queued, or why it was skipped. */
export type BillingRunMessagesTable = {
  business_id: string;
  run_id: string;
  invoice_id: string;
  channel: 'email' | 'whatsapp';
  outbox_id: string | null;
  skipped_reason: string | null;
  created_at: CreatedAt;
};

/** The heads a percentage head is a percentage of. */
export type BillHeadPartsTable = { business_id: string; head_id: string; part_head_id: string };

/** The flats a head limited to chosen flats bills. */
export type BillHeadFlatsTable = { business_id: string; head_id: string; customer_id: string };

/** A flat's own rate for a head, in the head's unit. */
export type BillHeadOverridesTable = {
  business_id: string;
  head_id: string;
  customer_id: string;
  rate_hundredths: number;
};

export type InvoicesTable = {
  id: string;
  business_id: string;
  customer_id: string | null;
  invoice_number: string;
  /** What the lists sort by: the continuous number, or a financial-year number's order value. */
  invoice_number_value: number;
  type: string;
  status: string;
  currency: Generated<string>;
  gst_rate_basis_points: number;
  hsn: string;
  sub_total_paise: number;
  gst_paise: number;
  total_paise: number;
  total_received_paise: Generated<number>;
  /** What its credit notes add up to: the bill owes its total less this and what it received. */
  total_credited_paise: Generated<number>;
  /** The GST state code where the supply takes place ('27'); null on invoices issued before it was kept. */
  place_of_supply: Generated<string | null>;
  /** 'Tax Invoice' or 'Bill of Supply' (domain/invoice-tax.ts); null outside India's GST and on bills before it was kept. */
  tax_document: Generated<TaxDocument | null>;
  invoice_date: string;
  due_date: string;
  notes: Generated<string>;
  client_name: string;
  client_email: string;
  client_phone: Generated<string>;
  client_gstin: string | null;
  client_block: Generated<string>;
  client_floor: Generated<string>;
  client_flat: Generated<string>;
  client_area_hundredths: Generated<number>;
  client_state_code: Generated<string | null>;
  replaced_by_invoice_id: string | null;
  /** The invoice a late-fee invoice replaces (which names it back in `replaced_by_invoice_id`). */
  replaces_invoice_id: string | null;
  /** The billing run that issued it, and its period: a flat is billed at most once per period. */
  billing_run_id: Generated<string | null>;
  billing_period: Generated<string | null>;
  created_at: CreatedAt;
  updated_at: Instant;
};

export type InvoiceItemsTable = {
  id: string;
  business_id: string;
  invoice_id: string;
  position: number;
  item_name: string;
  unit_price_paise: number;
  quantity_hundredths: number;
  /** Where the quantity comes from: the flat's area ('area', per sq.ft) or typed ('fixed'). */
  basis: Generated<LineBasis>;
  /** Whether GST is charged on it; every line stored before lines differed was taxable. */
  gst_treatment: Generated<GstTreatment>;
  /** The bill head a billing run billed it for (no foreign key: a deleted head leaves it as billed). */
  bill_head_id: Generated<string | null>;
  discount_basis_points: Generated<number>;
  over_dues_basis_points: Generated<number>;
  amount_paise: number;
  /*
   * The line's own tax (domain/invoice-tax.ts): null on lines stored before lines were taxed one by one
   * (their bill's rate, SAC and single GST figure stand), and the three taxes null under the single regime.
   */
  hsn: Generated<string | null>;
  gst_rate_basis_points: Generated<number | null>;
  taxable_value_paise: Generated<number | null>;
  cgst_paise: Generated<number | null>;
  sgst_paise: Generated<number | null>;
  igst_paise: Generated<number | null>;
  tax_exemption: Generated<TaxExemption | null>;
};

/**
 * Changes to a business's invoice figures per currency, one row per invoice written (kept by
 * triggers); the figures are the sum of a business's rows. Counts of claims only where named so.
 */
export type InvoiceSummariesTable = {
  business_id: string;
  currency: string;
  invoices: number;
  paid: number;
  /** Partly paid claims. */
  partial: number;
  /** Unpaid claims. */
  unpaid: number;
  received_paise: number;
  /** Still owed on claims. */
  pending_paise: number;
  /** Claimed: claims' totals less their credit notes. */
  claimed_paise: number;
};

/** Changes to the paise a business received per month ('YYYY-MM') and currency (kept by triggers). */
export type PaymentMonthSummariesTable = {
  business_id: string;
  month: string;
  currency: string;
  paise: number;
};

/** Changes to what a business's flats' receipts hold that no bill has taken (kept by triggers). */
export type ReceiptAdvanceSummariesTable = {
  business_id: string;
  paise: number;
};

export type PaymentsTable = {
  id: string;
  business_id: string;
  invoice_id: string;
  amount_paise: number;
  date_paid: string;
  payment_method: string;
  note: Generated<string>;
  paid_by: Generated<string>;
  provider: string | null;
  provider_payment_id: string | null;
  /** The receipt whose money this is; null for an opening advance applied to a bill. */
  receipt_id: string | null;
  /** 1: the flat's advance, taken by this bill when it was issued (given back if the bill is undone). */
  from_advance: Generated<Flag>;
  created_at: CreatedAt;
};

/**
 * Money received once, numbered in the business's receipt series. Its payments rows say which
 * invoices it paid; `opening_paise` is what it paid on the flat's opening balance; the rest is the
 * flat's advance until a bill takes it.
 */
export type ReceiptsTable = {
  id: string;
  business_id: string;
  customer_id: string | null;
  /** Continuous: the number; financial-year: its order value (domain/fy-numbering yearNumberOrder). */
  receipt_number_value: number;
  /** The number as issued ('R-007', 'R/2026-27/007'); null on a receipt stored before it was kept. */
  number_text: Generated<string | null>;
  amount_paise: number;
  opening_paise: Generated<number>;
  date_paid: string;
  payment_method: string;
  reference: Generated<string>;
  note: Generated<string>;
  paid_by: Generated<string>;
  /** When the money turned out not to have arrived (a bounced cheque); null while it stands. */
  reversed_on: Generated<string | null>;
  reversal_reason: Generated<string>;
  /** What the bank charged for the bounce, billed on the flat's next bill. */
  bounce_charge_paise: Generated<number>;
  /** The bill that carried the bounce charge; null while it waits (or when that bill was undone). */
  bounce_charge_invoice_id: Generated<string | null>;
  created_at: CreatedAt;
};

/** A flat changing hands: who held it before and after, and what it owed then, carried or settled. */
export type FlatTransfersTable = {
  id: string;
  business_id: string;
  customer_id: string;
  transfer_date: string;
  from_name: string;
  to_name: string;
  from_email: Generated<string>;
  from_phone: Generated<string>;
  /** Owed (positive) or held in advance (negative) at the transfer, in paise. */
  balance_paise: number;
  dues: 'carry' | 'settle';
  /** The outgoing holder's receipt that settled the dues. */
  receipt_id: string | null;
  created_at: CreatedAt;
};

export type ReceiptCountersTable = { business_id: string; last_number: number };

/** A bill corrected after it was issued: numbered in its own series, its GST reversed with it. */
export type CreditNotesTable = {
  id: string;
  business_id: string;
  invoice_id: string;
  /** The flat whose ledger the bill counts on; null for a bill on none. */
  customer_id: string | null;
  /** Continuous: the number; financial-year: its order value (domain/fy-numbering yearNumberOrder). */
  credit_note_number_value: number;
  /** The number as issued ('CN-002', 'CN/2026-27/002'); null on a note stored before it was kept. */
  number_text: Generated<string | null>;
  issued_on: string;
  reason: string;
  sub_total_paise: number;
  gst_paise: number;
  /** The bill's own round-off, given back by the note that credits the rest of the bill. */
  round_off_paise: Generated<number>;
  total_paise: number;
  created_at: CreatedAt;
};

/** What a credit note takes off one line of its bill (`line_position`), before GST. */
export type CreditNoteLinesTable = {
  id: string;
  business_id: string;
  credit_note_id: string;
  line_position: number;
  item_name: string;
  taxable: Flag;
  amount_paise: number;
};

export type CreditNoteCountersTable = { business_id: string; last_number: number };

/** How a business numbers one series; a series without a row is numbered continuously. */
export type NumberingSettingsTable = {
  business_id: string;
  series: NumberSeries;
  mode: NumberingMode;
  /** The financial-year pattern ('{FY}/'), kept while the series is continuous. */
  pattern: string;
  updated_at: Instant;
};

/** The last serial a series gave in a financial year (2026: 1 April 2026 – 31 March 2027). */
export type NumberCountersTable = {
  business_id: string;
  series: NumberSeries;
  financial_year: number;
  last_number: number;
};

/**
 * A flat's own ledger row: what it owed (positive) or had paid in advance (negative) when the society
 * moved to Bahi, as of a date. A write that spreads money over the flat's dues holds this row.
 */
export type LedgerAccountsTable = {
  business_id: string;
  customer_id: string;
  opening_paise: Generated<number>;
  opening_as_of: string | null;
  updated_at: Instant;
};

/**
 * A flat's member link: looked up by the token's SHA-256; the token sealed under APP_SECRET for the
 * messages that carry it (null on a link carried over from a statement link, which only opens).
 */
/** A one-time code a member asked for by e-mail; the address and the code are kept only as hashes. */
export type MemberSignInCodesTable = {
  id: string;
  email_hash: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Instant;
  used_at: Instant | null;
  created_at: Instant;
};

export type MemberLinksTable = {
  token_hash: string;
  business_id: string;
  customer_id: string;
  token_sealed: string | null;
  issued_at: Instant;
};

/**
 * A Razorpay order a member made for their flat's dues at once: recorded on account when captured,
 * unless less is owed than it `covers` (paid meanwhile): then kept for the owner to refund.
 */
export type FlatPaymentOrdersTable = {
  id: string;
  business_id: string;
  customer_id: string;
  provider_order_id: string;
  receipt: string;
  amount_paise: number;
  covers_paise: number;
  currency: string;
  status: 'created' | 'paid' | 'needs_attention';
  provider_payment_id: string | null;
  receipt_id: string | null;
  created_at: Instant;
  updated_at: Instant;
};

/** A member's word that they paid outside Razorpay, waiting for the treasurer, confirmed or rejected. */
export type PaymentIntimationsTable = {
  id: string;
  business_id: string;
  customer_id: string;
  amount_paise: number;
  paid_on: string;
  payment_method: string;
  reference: Generated<string>;
  note: Generated<string>;
  proof_type: string | null;
  proof_bytes: Buffer | null;
  status: Generated<'pending' | 'confirmed' | 'rejected'>;
  reason: Generated<string>;
  receipt_id: string | null;
  decided_by_user_id: string | null;
  decided_at: Instant | null;
  created_at: Instant;
};

/** A Razorpay order made for an invoice's balance due; `paid` once its payment is recorded. */
export type PaymentOrdersTable = {
  id: string;
  business_id: string;
  invoice_id: string;
  provider: 'razorpay';
  /** Null while the order is a claim (`pending`): Razorpay has not answered yet. */
  provider_order_id: string | null;
  /** Ours, unique per business and checkout attempt (at most 40 characters); a new one when a claim is taken over. */
  receipt: string;
  amount_paise: number;
  currency: string;
  /**
   * pending: a checkout claimed the invoice's one open order for this amount and is asking Razorpay
   * (updated_at: when it claimed). created: open, handed to payers. superseded: an older duplicate,
   * no longer handed out but recorded when paid. needs_attention: money captured that did not fit the
   * invoice's balance; the owner refunds it.
   */
  status: 'pending' | 'created' | 'superseded' | 'paid' | 'needs_attention';
  provider_payment_id: string | null;
  created_at: CreatedAt;
  updated_at: Instant;
};

/** A webhook event id (`x-razorpay-event-id`) already handled for the business. */
export type WebhookEventsTable = {
  id: string;
  business_id: string;
  event_id: string;
  received_at: string;
};

export type PasswordResetsTable = {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: CreatedAt;
};

export type OutboxTable = {
  id: string;
  business_id: string | null;
  channel: 'email' | 'whatsapp';
  /**
   * invoice: one invoice to its client; reminder: a client's overdue invoices; account: password
   * resets; receipt: money received, its receipt attached; statement: the link to a flat's statement.
   */
  kind: 'invoice' | 'reminder' | 'account' | 'receipt' | 'statement' | 'intimation';
  recipient: string;
  subject: Generated<string>;
  body_text: string;
  body_html: string | null;
  /** The invoice whose PDF is attached when the message is sent. */
  invoice_id: string | null;
  /** The receipt whose PDF is attached instead (a receipt message). */
  receipt_id: Generated<string | null>;
  /** A WhatsApp template message, as JSON (server/integrations/outbox/outbox-message.ts). */
  template: string | null;
  /**
   * queued: waiting for next_attempt_at; sending: claimed by a worker until locked_until; kept: no
   * transport configured, readable in the app.
   */
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'kept';
  /** Attempts that ended with an answer from the provider (sent, or a failure it reported). */
  attempts: Generated<number>;
  /** Attempts cut short by a crash: the worker's lease ran out before it recorded an outcome. */
  interrupted_attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: string | null;
  locked_until: string | null;
  /** Given to the provider (e-mail Message-ID, WhatsApp), so a re-send after a crash is one message. */
  idempotency_key: string;
  created_at: CreatedAt;
  updated_at: Instant;
  sent_at: string | null;
};

export type UploadsTable = {
  id: string;
  business_id: string;
  content_type: string;
  bytes: Buffer;
  byte_size: number;
  created_at: CreatedAt;
};

/** How a business charges late payment, and its interest terms (basis points a year, paise). */
export type InterestSettingsTable = {
  business_id: string;
  late_charge: Generated<'late-fee-invoice' | 'interest'>;
  rate_basis_points: number;
  ceiling_basis_points: number;
  grace_days: Generated<number>;
  minimum_paise: Generated<number>;
  /** The first day interest may run on; null until interest was chosen. */
  charge_from: string | null;
  updated_at: Instant;
};

/**
 * Interest one earlier bill (the source) was charged on a later bill (posted on), for the days from
 * `from_date` up to, not including, `to_date`; its stretches of days are `interest_charge_segments`.
 */
export type InterestChargesTable = {
  id: string;
  business_id: string;
  source_invoice_id: string;
  posted_on_invoice_id: string;
  from_date: string;
  to_date: string;
  days: number;
  rate_basis_points: number;
  amount_paise: number;
  created_at: CreatedAt;
};

/** One stretch of a charge: days on one principal within one year (365 or 366 days). */
export type InterestChargeSegmentsTable = {
  business_id: string;
  charge_id: string;
  position: number;
  from_date: string;
  to_date: string;
  days: number;
  principal_paise: number;
  year_days: number;
};

/** A Tally ledger the owner named: a fixed one ('cgst', 'roundOff', …) or a bill head's ('head:<id>'). */
export type TallyLedgersTable = {
  business_id: string;
  ledger_key: string;
  ledger_name: string;
  updated_at: Instant;
};

export type DB = {
  users: UsersTable;
  businesses: BusinessesTable;
  audit_entries: AuditEntriesTable;
  audit_heads: AuditHeadsTable;
  memberships: MembershipsTable;
  invitations: InvitationsTable;
  closed_months: ClosedMonthsTable;
  sessions: SessionsTable;
  customers: CustomersTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  payments: PaymentsTable;
  invoice_summaries: InvoiceSummariesTable;
  payment_month_summaries: PaymentMonthSummariesTable;
  receipt_advance_summaries: ReceiptAdvanceSummariesTable;
  receipts: ReceiptsTable;
  flat_transfers: FlatTransfersTable;
  receipt_counters: ReceiptCountersTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: CreditNoteLinesTable;
  credit_note_counters: CreditNoteCountersTable;
  numbering_settings: NumberingSettingsTable;
  number_counters: NumberCountersTable;
  ledger_accounts: LedgerAccountsTable;
  member_links: MemberLinksTable;
  member_sign_in_codes: MemberSignInCodesTable;
  payment_orders: PaymentOrdersTable;
  flat_payment_orders: FlatPaymentOrdersTable;
  payment_intimations: PaymentIntimationsTable;
  webhook_events: WebhookEventsTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
  uploads: UploadsTable;
  bill_heads: BillHeadsTable;
  bill_head_parts: BillHeadPartsTable;
  bill_head_flats: BillHeadFlatsTable;
  bill_head_overrides: BillHeadOverridesTable;
  billing_runs: BillingRunsTable;
  billing_run_heads: BillingRunHeadsTable;
  billing_run_flats: BillingRunFlatsTable;
  billing_run_amounts: BillingRunAmountsTable;
  billing_run_messages: BillingRunMessagesTable;
  billing_settings: BillingSettingsTable;
  gst_settings: GstSettingsTable;
  interest_settings: InterestSettingsTable;
  interest_charges: InterestChargesTable;
  interest_charge_segments: InterestChargeSegmentsTable;
  tally_ledgers: TallyLedgersTable;
};

/** What a repository function runs on: the database, or an open transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** An open transaction, for a service step that must run inside another service's transaction. */
export type DbTransaction = Transaction<DB>;

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type BusinessRow = Selectable<BusinessesTable>;
export type NewBusinessRow = Insertable<BusinessesTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type NewCustomerRow = Insertable<CustomersTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type NewInvoiceRow = Insertable<InvoicesTable>;
export type InvoiceUpdate = Updateable<InvoicesTable>;
export type InvoiceItemRow = Selectable<InvoiceItemsTable>;
export type NewInvoiceItemRow = Insertable<InvoiceItemsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type NewPaymentRow = Insertable<PaymentsTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type NewOutboxRow = Insertable<OutboxTable>;
export type PaymentOrderRow = Selectable<PaymentOrdersTable>;
export type NewPaymentOrderRow = Insertable<PaymentOrdersTable>;

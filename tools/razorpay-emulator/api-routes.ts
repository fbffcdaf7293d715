import { razorpayError, readJsonObject, validationError } from './http-helpers';
import { notesOrEmptyList, type Route } from './route';
import { type Notes, type Order, razorpayId, unixSeconds } from './store';

const MIN_AMOUNT = 100;
const MAX_RECEIPT_LENGTH = 40;
const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;
/** Fields the Orders API takes that we accept; anything else is refused, as the real API refuses it. */
const ORDER_FIELDS = new Set(['amount', 'currency', 'receipt', 'notes', 'payment_capture']);

const notFound = () =>
  razorpayError(400, 'The id provided does not exist', {
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
  });

function parseNotes(value: unknown): Notes {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw validationError('notes', 'The notes must be an object of key-value pairs.');
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_NOTES) {
    throw validationError('notes', `Number of fields in notes should be less than or equal to ${MAX_NOTES}`);
  }
  const notes: Notes = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number') {
      throw validationError(`notes.${key}`, 'The notes values must be strings.');
    }
    if (String(note).length > MAX_NOTE_LENGTH) {
      throw validationError(
        `notes.${key}`,
        `The notes value may not be greater than ${MAX_NOTE_LENGTH} characters.`,
      );
    }
    notes[key] = String(note);
  }
  return notes;
}

/** POST /v1/orders checks, in the order and words the real API uses for the fields we send. */
function parseOrderInput(body: Record<string, unknown>) {
  const extra = Object.keys(body).filter((key) => !ORDER_FIELDS.has(key));
  if (extra.length > 0) {
    throw validationError(extra.join(', '), `${extra.join(', ')} is/are not required and should not be sent`);
  }
  const { amount, currency, receipt } = body;
  if (amount === undefined || amount === null)
    throw validationError('amount', 'The amount field is required.');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
    throw validationError('amount', 'The amount must be an integer.');
  }
  if (currency === undefined || currency === null) {
    throw validationError('currency', 'The currency field is required.');
  }
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw validationError('currency', 'The selected currency is invalid.');
  }
  if (amount < MIN_AMOUNT) throw validationError('amount', `The amount must be at least ${currency} 1.00`);
  if (receipt !== undefined && receipt !== null && typeof receipt !== 'string') {
    throw validationError('receipt', 'The receipt must be a string.');
  }
  if (typeof receipt === 'string' && receipt.length > MAX_RECEIPT_LENGTH) {
    throw validationError('receipt', `The receipt may not be greater than ${MAX_RECEIPT_LENGTH} characters.`);
  }
  return { amount, currency, receipt: receipt ?? null, notes: parseNotes(body.notes) };
}

/** The REST API: every call authenticated with the account's key id and secret (HTTP basic). */
export const apiRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/v1\/orders$/,
    async handle({ request, emulator }) {
      const account = emulator.store.authenticate(request.headers.authorization);
      const input = parseOrderInput(await readJsonObject(request));
      // No de-duplication by receipt: Razorpay creates a new order every time, so the app must not ask twice.
      const order: Order = {
        id: razorpayId('order'),
        entity: 'order',
        amount: input.amount,
        amount_paid: 0,
        amount_due: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: notesOrEmptyList(input.notes),
        created_at: unixSeconds(),
      };
      return { status: 200, body: emulator.store.saveOrder(account.keyId, order) };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/orders\/([^/]+)$/,
    handle({ request, params, emulator }) {
      const account = emulator.store.authenticate(request.headers.authorization);
      const order = emulator.store.findOrder(account.keyId, params[0] ?? '');
      if (!order) throw notFound();
      return { status: 200, body: order };
    },
  },
  {
    method: 'GET',
    path: /^\/v1\/payments\/([^/]+)$/,
    handle({ request, params, emulator }) {
      const account = emulator.store.authenticate(request.headers.authorization);
      const payment = emulator.store.findPayment(account.keyId, params[0] ?? '');
      if (!payment) throw notFound();
      return { status: 200, body: payment };
    },
  },
];

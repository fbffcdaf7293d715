import type { TBillHead } from '@domain/api/bill-heads';
import type {
  PreviewFlag,
  RunMessageStatus,
  TBillingRun,
  TBillingRunPreview,
  TBillingSettings,
  TPreviewRow,
  TRunSending,
} from '@domain/api/billing-runs';
import type { TCustomer } from '@domain/api/customers';
import { vi } from 'vitest';

export const RUNS_PATH = '/api/v2/billing-runs';

let nextId = 1;

/** A uuid-shaped id, as the API's schemas expect of flats and heads. */
export function testId(): string {
  return `00000000-0000-4000-9000-${String(nextId++).padStart(12, '0')}`;
}

export function buildRun(overrides: Partial<TBillingRun> = {}): TBillingRun {
  return {
    _id: testId(),
    period: '2026-12',
    periodLabel: 'December 2026',
    billDate: '2026-12-01',
    dueDate: '2026-12-15',
    flats: { kind: 'all' },
    heads: [],
    status: 'draft',
    createdAt: '2026-11-22T06:30:00.000Z',
    publishedAt: null,
    collection: { bills: 0, billed: 0, collected: 0, percent: 0 },
    ...overrides,
  };
}

export type PreviewHead = TBillingRunPreview['heads'][number];

export const maintenanceHead: PreviewHead = {
  _id: testId(),
  name: 'Maintenance',
  basis: 'area',
  gstTreatment: 'taxable',
  gstRate: 18,
  defaultAmount: null,
};
export const sinkingFundHead: PreviewHead = {
  _id: testId(),
  name: 'Sinking fund',
  basis: 'flat',
  gstTreatment: 'exempt',
  gstRate: 18,
  defaultAmount: null,
};
export const waterHead: PreviewHead = {
  _id: testId(),
  name: 'Water',
  basis: 'typed',
  gstTreatment: 'exempt',
  gstRate: 18,
  defaultAmount: null,
};
export const PREVIEW_HEADS = [maintenanceHead, sinkingFundHead, waterHead];

/** The bill heads list the new run form offers, with the preview heads' ids; `inactive` ones are left off. */
export function billHeadsOf(heads: PreviewHead[], inactive: PreviewHead[] = []): TBillHead[] {
  return heads.map((head, order) => ({
    ...head,
    rate: head.basis === 'area' ? 3 : head.basis === 'typed' ? 300 : 500,
    percentOf: [],
    appliesTo: 'all',
    hsn: '995419',
    order,
    active: !inactive.includes(head),
    limit: { kind: 'all' },
    overrides: [],
    warnings: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A row's sub total, GST (18 % of its taxable heads) and total from its amounts. */
function withRowTotals(row: TPreviewRow, heads: PreviewHead[]): TPreviewRow {
  const subTotal = round2(row.amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0));
  const taxable = row.amounts.reduce<number>(
    (sum, amount, index) => sum + (heads[index]?.gstTreatment === 'taxable' ? (amount ?? 0) : 0),
    0,
  );
  const gst = round2(taxable * 0.18);
  return { ...row, subTotal, gst, total: round2(subTotal + gst) };
}

/** The totals as the server adds them: flats already billed count nowhere. */
export function withTotals(preview: TBillingRunPreview): TBillingRunPreview {
  const rows = preview.rows.map((row) => withRowTotals(row, preview.heads));
  const totalsOf = (some: TPreviewRow[]) => {
    const billed = some.filter((row) => !row.flags.includes('already_billed'));
    const sum = (pick: (row: TPreviewRow) => number) =>
      round2(billed.reduce((total, row) => total + pick(row), 0));
    return {
      heads: preview.heads.map((_head, index) => sum((row) => row.amounts[index] ?? 0)),
      subTotal: sum((row) => row.subTotal),
      gst: sum((row) => row.gst),
      total: sum((row) => row.total),
      arrears: sum((row) => row.arrears),
      flats: billed.length,
    };
  };
  const blocks = [...new Set(rows.map((row) => row.flat.block))].map((block) => ({
    block,
    ...totalsOf(rows.filter((row) => row.flat.block === block)),
  }));
  const flagCounts = {
    no_area: 0,
    zero_amount: 0,
    no_contact: 0,
    already_billed: 0,
    bounce_charge: 0,
    interest: 0,
  };
  for (const row of rows) for (const flag of row.flags) flagCounts[flag] += 1;
  return { ...preview, rows, totals: totalsOf(rows), blocks, flagCounts };
}

type RowOptions = { block?: string; area?: number; water?: number; flags?: PreviewFlag[]; arrears?: number };

/** Flat A-101 of 1,000 sq.ft: maintenance ₹3 per sq.ft, sinking fund ₹500, water as typed (₹300 by default). */
export function buildRow(flat: string, name: string, options: RowOptions = {}): TPreviewRow {
  const area = options.area ?? 1000;
  return {
    flat: {
      _id: testId(),
      name,
      block: options.block ?? 'A',
      floor: '1',
      flat,
      area,
      parkingSlots: 0,
      occupancy: 'owner',
    },
    amounts: [area * 3, 500, options.water ?? 300],
    otherCharges: 0,
    interest: 0,
    subTotal: 0,
    gst: 0,
    total: 0,
    arrears: options.arrears ?? 0,
    flags: options.flags ?? [],
    billed: null,
  };
}

export function buildPreview(rows: TPreviewRow[], run: Partial<TBillingRun> = {}): TBillingRunPreview {
  return withTotals({
    run: buildRun({ heads: PREVIEW_HEADS.map(({ _id, name }) => ({ _id, name })), ...run }),
    heads: PREVIEW_HEADS,
    gstRate: 18,
    rows,
    totals: { heads: [], subTotal: 0, gst: 0, total: 0, arrears: 0, flats: 0 },
    blocks: [],
    flagCounts: {
      no_area: 0,
      zero_amount: 0,
      no_contact: 0,
      already_billed: 0,
      bounce_charge: 0,
      interest: 0,
    },
  });
}

/** `count` flats over blocks A, B and C, in flat order. */
export function manyRows(count: number): TPreviewRow[] {
  return Array.from({ length: count }, (_, index) => {
    const block = ['A', 'B', 'C'][index % 3] as string;
    return buildRow(`${block}-${String(index + 1).padStart(4, '0')}`, `Member ${index + 1}`, { block });
  });
}

type Reply = { status: number; body: unknown } | (() => Promise<Response>);
export type Call = { method: string; url: string; body: unknown };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function answer(reply: Reply): Promise<Response> {
  return typeof reply === 'function' ? reply() : json(reply.status, reply.body);
}

type StubOptions = {
  runs?: TBillingRun[];
  previews?: TBillingRunPreview[];
  billHeads?: TBillHead[];
  flats?: TCustomer[];
  /** Answers instead of the fake's own. */
  replies?: {
    create?: Reply;
    amounts?: Reply;
    publish?: Reply;
    undo?: Reply;
    delete?: Reply;
    list?: Reply;
    send?: Reply;
    retry?: Reply;
    upload?: Reply;
    settings?: Reply;
  };
  /** Publishing answers once this settles, to see the screen while it runs. */
  publishing?: Promise<void>;
  /**
   * The run's sending: `before` until bills are sent, `sent` right after sending, then each of `polls`
   * in turn as the page asks again (the last one stays), `retried` after Retry failed.
   */
  sending?: { before?: TRunSending; sent?: TRunSending; polls?: TRunSending[]; retried?: TRunSending };
  settings?: TBillingSettings;
};

const NO_COUNTS: Record<RunMessageStatus, number> = {
  queued: 0,
  sending: 0,
  sent: 0,
  failed: 0,
  kept: 0,
  skipped: 0,
};

type SendingItem = TRunSending['items'][number];

/** A bill's message on a channel, as the run's sending lists it. */
export function buildSendingItem(
  flat: string,
  client: string,
  status: RunMessageStatus,
  options: { channel?: SendingItem['channel']; reason?: string | null; invoiceNumber?: string } = {},
): SendingItem {
  return {
    invoice: { _id: testId(), invoiceNumber: options.invoiceNumber ?? '001' },
    client,
    flat,
    channel: options.channel ?? 'email',
    status,
    reason: options.reason ?? null,
  };
}

/** The sending with its counts worked out from its items. */
export function buildSending(items: SendingItem[]): TRunSending {
  const counts = { ...NO_COUNTS };
  for (const item of items) counts[item.status] += 1;
  return { counts, items };
}

/**
 * A fake billing runs API that keeps what is written: POST drafts a run whose preview is the first of
 * `previews` (given the new run's id), PUT amounts types a head's amount into the preview, publish bills
 * every flat, undo makes it a draft again, DELETE removes a draft. Every call is recorded.
 */
export function stubBillingApi({
  runs = [],
  previews = [],
  billHeads = [],
  flats = [],
  replies = {},
  publishing,
  sending: sendingAnswers = {},
  settings: initialSettings = { dueDay: 15, repeatDay: null, sendReceipts: true, memberLanguage: 'en' },
}: StubOptions) {
  let sending = sendingAnswers.before ?? buildSending([]);
  const polls = [...(sendingAnswers.polls ?? [])];
  let settings = initialSettings;
  let hasSent = false;
  const stored = new Map(previews.map((preview) => [preview.run._id, preview]));
  let list = [...runs];
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body =
      init.body instanceof FormData
        ? init.body
        : init.body
          ? (JSON.parse(String(init.body)) as Record<string, unknown>)
          : undefined;
    calls.push({ method, url, body });
    if (method === 'GET' && url.startsWith('/api/v2/clients/user')) {
      return json(200, { data: flats, total: flats.length, currentPage: 1, numberOfPages: 1 });
    }
    if (method === 'GET' && url === '/api/v2/bill-heads') return json(200, { items: billHeads });
    if (url === '/api/v2/billing-settings') {
      if (method === 'GET') return json(200, settings);
      if (method === 'PUT') {
        if (replies.settings) return answer(replies.settings);
        settings = body as TBillingSettings;
        return json(200, settings);
      }
    }
    if (url === RUNS_PATH) {
      if (method === 'GET') return replies.list ? answer(replies.list) : json(200, { items: list });
      if (method === 'POST') {
        if (replies.create) return answer(replies.create);
        const [first] = previews;
        if (!first) return json(500, { message: 'No preview to draft' });
        list = [first.run, ...list];
        return json(201, first.run);
      }
    }
    const match = new RegExp(`^${RUNS_PATH}/([^/]+)(/[a-z/]+)?$`).exec(url);
    const preview = match ? stored.get(decodeURIComponent(match[1] as string)) : undefined;
    const action = match?.[2] ?? '';
    if (preview && method === 'GET' && action === '') return json(200, preview);
    if (preview && method === 'PUT' && action === '/amounts') {
      if (replies.amounts) return answer(replies.amounts);
      const typed = (body as { amounts: Array<{ flat: string; head: string; amount: number | null }> })
        .amounts;
      const headIndex = (headId: string) => preview.heads.findIndex((head) => head._id === headId);
      const rows = preview.rows.map((row) => {
        const entries = typed.filter((entry) => entry.flat === row.flat._id);
        if (entries.length === 0) return row;
        const amounts = [...row.amounts];
        for (const entry of entries) amounts[headIndex(entry.head)] = entry.amount ?? 300;
        return { ...row, amounts };
      });
      const next = withTotals({ ...preview, rows });
      stored.set(preview.run._id, next);
      return json(200, next);
    }
    if (preview && method === 'POST' && action === '/publish') {
      await publishing;
      if (replies.publish) return answer(replies.publish);
      const run = { ...preview.run, status: 'published' as const, publishedAt: '2026-11-22T07:00:00.000Z' };
      const rows = preview.rows.map((row, index) =>
        row.flags.includes('already_billed')
          ? row
          : {
              ...row,
              flags: [],
              billed: { _id: testId(), invoiceNumber: String(index + 1).padStart(3, '0') },
            },
      );
      const next = withTotals({ ...preview, run, rows });
      stored.set(run._id, next);
      list = list.map((candidate) => (candidate._id === run._id ? run : candidate));
      return json(200, next);
    }
    if (preview && method === 'POST' && action === '/undo') {
      if (replies.undo) return answer(replies.undo);
      const next = withTotals({
        ...preview,
        run: { ...preview.run, status: 'draft', publishedAt: null },
        rows: preview.rows.map((row) => ({ ...row, billed: null })),
      });
      stored.set(preview.run._id, next);
      return json(200, next);
    }
    if (preview && method === 'GET' && action === '/sending') {
      const next = !hasSent ? undefined : polls.length > 1 ? polls.shift() : polls[0];
      if (next) sending = next;
      return json(200, sending);
    }
    if (preview && method === 'POST' && action === '/send') {
      if (replies.send) return answer(replies.send);
      hasSent = true;
      sending = sendingAnswers.sent ?? sending;
      return json(200, sending);
    }
    if (preview && method === 'POST' && action === '/sending/retry') {
      if (replies.retry) return answer(replies.retry);
      sending = sendingAnswers.retried ?? sending;
      return json(200, sending);
    }
    if (preview && method === 'POST' && action === '/amounts/file') {
      if (replies.upload) return answer(replies.upload);
      return json(200, preview);
    }
    if (preview && method === 'DELETE' && action === '') {
      if (replies.delete) return answer(replies.delete);
      stored.delete(preview.run._id);
      list = list.filter((run) => run._id !== preview.run._id);
      return json(200, { message: 'Draft deleted' });
    }
    return json(404, { message: `No stub for ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    writes: (method: string, path?: string) =>
      calls.filter((call) => call.method === method && (path === undefined || call.url === path)),
    preview: (runId: string) => stored.get(runId),
  };
}

/** A customer (one flat), for choosing a block or flats in a new run. */
export function buildCustomer(block: string, flat: string, name: string): TCustomer {
  return {
    _id: testId(),
    name,
    gstno: '',
    email: `${flat.toLowerCase()}@example.com`,
    phone: '',
    block,
    floor: '1',
    flat,
    state: '',
    flatarea: 1000,
    price: 3,
    parkingSlots: 0,
    occupancy: 'owner',
    archived: false,
    userId: ['user-1'],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}

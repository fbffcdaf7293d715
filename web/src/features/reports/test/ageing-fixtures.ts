import type { TAgeing, TAgeingFlat } from '@domain/api/reports';

const zero = { notDue: 0, days0to30: 0, days31to60: 0, days61to90: 0, days90plus: 0 };

export function buildAgeingFlat(overrides: Partial<TAgeingFlat> = {}): TAgeingFlat {
  return {
    customerId: 'c0000000-0000-4000-8000-000000000001',
    name: 'Ravi Kulkarni',
    block: 'A',
    floor: '1',
    flat: 'A-101',
    hasEmail: true,
    hasWhatsApp: true,
    dues: { ...zero, days0to30: 2500, days90plus: 120956 },
    total: 123456,
    lastPaymentDate: '2026-09-14',
    ...overrides,
  };
}

/** A report of `flats` with blocks and totals summed as the server sums them. */
export function ageingReport(flats: TAgeingFlat[], overrides: Partial<TAgeing> = {}): TAgeing {
  const subtotal = (of: TAgeingFlat[]) => {
    const dues = { ...zero };
    for (const flat of of)
      for (const key of Object.keys(dues) as (keyof typeof zero)[]) dues[key] += flat.dues[key];
    return { flats: of.length, dues, total: of.reduce((sum, flat) => sum + flat.total, 0) };
  };
  const blocks = [...new Set(flats.map((flat) => flat.block))].sort();
  return {
    today: '2026-12-01',
    flats,
    blocks: blocks.map((block) => ({ block, ...subtotal(flats.filter((flat) => flat.block === block)) })),
    overall: subtotal(flats),
    blockNames: blocks,
    isWhatsAppReady: false,
    emailDelivery: 'queued',
    ...overrides,
  };
}

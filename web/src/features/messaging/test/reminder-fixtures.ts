import type { TReminderClient, TReminderPreview } from '@domain/api/reminders';

const HOUR = 3_600_000;

/** An instant `hours` before now. */
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

export function buildReminderClient(overrides: Partial<TReminderClient> = {}): TReminderClient {
  const clientId = overrides.clientId ?? 'c0000000-0000-4000-8000-000000000001';
  return {
    clientId,
    name: 'Ravi Kulkarni',
    email: 'ravi@example.com',
    phone: '+919811122233',
    invoices: [
      {
        _id: `inv-${clientId}`,
        invoiceNumber: '004',
        type: 'Invoice',
        dueDate: '2026-10-15',
        balanceDue: 1200,
        currency: 'INR',
      },
    ],
    balance: '₹1,200.00',
    channels: ['email'],
    lastReminded: { email: null, whatsapp: null },
    link: `https://bills.example/payment/inv-${clientId}`,
    text: 'Dear Ravi Kulkarni, …',
    whatsappUrl: 'https://wa.me/919811122233?text=Dear%20Ravi',
    ...overrides,
  };
}

export function reminderPreview(
  clients: TReminderClient[],
  overrides: Partial<TReminderPreview> = {},
): TReminderPreview {
  return { clients, emailDelivery: 'queued', isWhatsAppReady: false, ...overrides };
}

/** Every billing run query lives under `billing-runs`, so one prefix reaches them all after a change. */
export const billingRunKeys = {
  all: ['billing-runs'] as const,
  list: (userId: string) => [...billingRunKeys.all, 'list', userId] as const,
  detail: (runId: string) => [...billingRunKeys.all, 'detail', runId] as const,
  sending: (runId: string) => [...billingRunKeys.all, 'sending', runId] as const,
  settings: (userId: string) => [...billingRunKeys.all, 'settings', userId] as const,
};

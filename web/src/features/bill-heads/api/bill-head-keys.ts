/** Every bill head query lives under `bill-heads`, so one prefix reaches them all after a change. */
export const billHeadKeys = {
  all: ['bill-heads'] as const,
  list: (userId: string) => [...billHeadKeys.all, 'list', userId] as const,
};

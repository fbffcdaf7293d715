import { type TMemberLink, ZMemberLink } from '@domain/api/portal';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const memberLinkKey = (customerId: string) => ['member-link', customerId] as const;
const pathOf = (customerId: string) => `/api/v2/clients/${encodeURIComponent(customerId)}/member-link`;

/** The flat's member page link, issued by the server the first time it is asked for. */
export function getMemberLinkQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: memberLinkKey(customerId),
    queryFn: async (): Promise<TMemberLink> =>
      ZMemberLink.parse(await apiClient.get<unknown>(pathOf(customerId))),
  });
}

export function useMemberLink(customerId: string) {
  return useQuery(getMemberLinkQueryOptions(customerId));
}

/** A new link for the flat: the old one stops opening at once. */
export function useReissueMemberLink(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<TMemberLink> =>
      ZMemberLink.parse(await apiClient.post<unknown>(pathOf(customerId))),
    onSuccess: (link) => queryClient.setQueryData(memberLinkKey(customerId), link),
  });
}

/** Every link of the flat stops opening; the next message carries a new one. */
export function useRevokeMemberLink(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<{ message: string }> =>
      apiClient.delete<{ message: string }>(pathOf(customerId)),
    onSuccess: () => queryClient.removeQueries({ queryKey: memberLinkKey(customerId) }),
  });
}

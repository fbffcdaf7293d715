import type { TAuthResult } from '@domain/api/profile';
import {
  type TInvitation,
  type TInvitationInput,
  type TInvitationView,
  type TJoinWithAccount,
  type TJoinWithNewAccount,
  type TSessions,
  type TTeam,
  ZEndedSessions,
  ZInvitation,
  ZInvitationView,
  ZSessions,
  ZTeam,
} from '@domain/api/team';
import type { Role } from '@domain/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';
import { trustedAnswer } from '../../../lib/trusted-answer';

const teamKeys = {
  all: ['team'] as const,
  /** Keyed by the business as well: one person may see several businesses' teams. */
  team: (businessId: string) => [...teamKeys.all, businessId] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

export function useTeam(businessId: string) {
  return useQuery({
    queryKey: teamKeys.team(businessId),
    queryFn: async (): Promise<TTeam> =>
      trustedAnswer(await apiClient.get<unknown>('/api/v2/team'), import.meta.env.DEV && ZTeam),
  });
}

/** The business's members, for a filter by person. */
export function useTeamMembers(businessId: string) {
  const team = useTeam(businessId);
  return { ...team, data: team.data?.members };
}

/** Every change answers the team as it now is, which replaces the one on screen. */
function useTeamChange<Input>(businessId: string, change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => trustedAnswer(await change(input), import.meta.env.DEV && ZTeam),
    onSuccess: (team) => queryClient.setQueryData(teamKeys.team(businessId), team),
  });
}

export function useInvite(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInvitationInput): Promise<TInvitation> =>
      trustedAnswer(
        await apiClient.post<unknown>('/api/v2/team/invitations', input),
        import.meta.env.DEV && ZInvitation,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(businessId) }),
  });
}

export function useCancelInvitation(businessId: string) {
  return useTeamChange(businessId, (invitationId: string) =>
    apiClient.delete<unknown>(`/api/v2/team/invitations/${encodeURIComponent(invitationId)}`),
  );
}

export function useChangeRole(businessId: string) {
  return useTeamChange(businessId, ({ userId, role }: { userId: string; role: Role }) =>
    apiClient.patch<unknown>(`/api/v2/team/members/${encodeURIComponent(userId)}`, { role }),
  );
}

export function useRemoveMember(businessId: string) {
  return useTeamChange(businessId, (userId: string) =>
    apiClient.delete<unknown>(`/api/v2/team/members/${encodeURIComponent(userId)}`),
  );
}

/** What an invitation link offers; a gone one answers 404 with words for the page. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: async (): Promise<TInvitationView> =>
      trustedAnswer(
        await apiClient.get<unknown>(`/api/v2/invitations/${encodeURIComponent(token)}`),
        import.meta.env.DEV && ZInvitationView,
      ),
    retry: false,
    // Read once: after joining, the link is used up and asking again would only answer 404.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Joining signs the person in, acting for the business they joined. */
export function useJoin(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { existing: TJoinWithAccount } | { created: TJoinWithNewAccount }) =>
      'existing' in input
        ? apiClient.post<TAuthResult>(`/api/v2/invitations/${encodeURIComponent(token)}/join`, input.existing)
        : apiClient.post<TAuthResult>(
            `/api/v2/invitations/${encodeURIComponent(token)}/signup`,
            input.created,
          ),
    onSuccess: (session) => {
      // Nothing read for another session stays, but the invitation on screen until the page is left.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'invitation' });
      saveSession(session);
    },
  });
}

/**
 * Acts for another of the person's businesses: a new session for it, and nothing of the last
 * business left in the cache (its queries are keyed by the person, not the business).
 */
export function useSwitchBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (businessId: string) => apiClient.post<TAuthResult>('/api/v2/team/switch', { businessId }),
    onSuccess: (session) => {
      queryClient.clear();
      saveSession(session);
    },
  });
}

const sessionKeys = (userId: string) => ['sessions', userId] as const;

export function useSessions(userId: string) {
  return useQuery({
    queryKey: sessionKeys(userId),
    queryFn: async (): Promise<TSessions> =>
      trustedAnswer(await apiClient.get<unknown>('/api/v2/sessions'), import.meta.env.DEV && ZSessions),
  });
}

function useSessionsChange<Input>(userId: string, change: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => trustedAnswer(await change(input), import.meta.env.DEV && ZSessions),
    onSuccess: (sessions) => queryClient.setQueryData(sessionKeys(userId), sessions),
  });
}

export function useEndSession(userId: string) {
  return useSessionsChange(userId, (sessionId: string) =>
    apiClient.delete<unknown>(`/api/v2/sessions/${encodeURIComponent(sessionId)}`),
  );
}

export function useSignInAlerts(userId: string) {
  return useSessionsChange(userId, (signInAlerts: boolean) =>
    apiClient.put<unknown>('/api/v2/sessions/alerts', { signInAlerts }),
  );
}

/** The owner ends a member's sessions for this business. */
export function useEndMemberSessions() {
  return useMutation({
    mutationFn: async (memberId: string): Promise<{ ended: number }> =>
      trustedAnswer(
        await apiClient.delete<unknown>(`/api/v2/team/members/${encodeURIComponent(memberId)}/sessions`),
        import.meta.env.DEV && ZEndedSessions,
      ),
  });
}

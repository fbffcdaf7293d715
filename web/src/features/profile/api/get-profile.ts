import { type TProfile, ZProfile } from '@domain/api/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveSessionProfile } from '../../../lib/session';

/** The caller's own business profile; the server answers for the token, `userId` only has to match it. */
export async function getProfile(userId: string): Promise<TProfile> {
  const answer = await apiClient.get<{ data: unknown }>('/api/v2/profiles', {
    query: { searchQuery: userId },
  });
  const profile = ZProfile.parse(answer.data);
  // A change made on another device (or a plan that ended) reaches this browser's session too.
  saveSessionProfile(profile);
  return profile;
}

export function getProfileQueryOptions(userId: string) {
  return queryOptions({ queryKey: ['profile', userId], queryFn: () => getProfile(userId) });
}

type UseProfileOptions = {
  userId: string;
  /** Shown until the server answers: the copy kept in the session, so the page never starts blank. */
  placeholder?: TProfile;
};

export function useProfile({ userId, placeholder }: UseProfileOptions) {
  return useQuery({ ...getProfileQueryOptions(userId), placeholderData: placeholder });
}

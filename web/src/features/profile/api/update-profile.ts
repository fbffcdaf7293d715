import { type TProfile, type TProfileInput, ZProfile } from '@domain/api/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveSessionProfile } from '../../../lib/session';
import { getProfileQueryOptions } from './get-profile';

/** Only what changed: a secret left out stays as stored, `null` clears it. */
export type ProfileChanges = Partial<TProfileInput>;

export async function updateProfile({
  profileId,
  changes,
}: {
  profileId: string;
  changes: ProfileChanges;
}): Promise<TProfile> {
  const answer = await apiClient.patch<unknown>(`/api/v2/profiles/${profileId}`, changes);
  // Parsing keeps only the profile's own fields, so nothing else the answer might carry is ever stored.
  return ZProfile.parse(answer);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions(profile.userId).queryKey, profile);
      // The header avatar, the side navigation's 'Create' and the speed-dial read the session, so they
      // change at once. The answer carries only "is set" flags, so no secret reaches local storage.
      saveSessionProfile(profile);
    },
  });
}

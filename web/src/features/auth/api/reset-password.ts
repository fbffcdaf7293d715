import type { TReset } from '@domain/api/auth';
import type { TAuthResult } from '@domain/api/profile';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** A successful reset signs the user in, so it answers like sign-in. */
export function resetPassword(request: TReset): Promise<TAuthResult> {
  return apiClient.post<TAuthResult>('/api/v2/users/reset', request);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: saveSession });
}

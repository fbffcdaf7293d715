import type { TSignin } from '@domain/api/auth';
import type { TAuthResult } from '@domain/api/profile';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export function signIn(credentials: TSignin): Promise<TAuthResult> {
  return apiClient.post<TAuthResult>('/api/v2/users/signin', credentials);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: saveSession });
}

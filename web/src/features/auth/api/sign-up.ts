import type { TSignup } from '@domain/api/auth';
import type { TAuthResult } from '@domain/api/profile';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export function signUp(account: TSignup): Promise<TAuthResult> {
  return apiClient.post<TAuthResult>('/api/v2/users/signup', account);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, onSuccess: saveSession });
}

import type { TForgot } from '@domain/api/auth';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The server answers the same message whether or not the address has an account. */
export function requestPasswordReset(request: TForgot): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/v2/users/forgot', request);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}

import { type TAgeingReminderAnswer, ZAgeingReminderAnswer } from '@domain/api/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { messageKeys } from '../../messaging';

/** `POST /api/v2/reports/ageing/reminders`: one reminder to each chosen flat that owes. */
export async function remindFlats(customerIds: string[]): Promise<TAgeingReminderAnswer> {
  return ZAgeingReminderAnswer.parse(
    await apiClient.post<unknown>('/api/v2/reports/ageing/reminders', { customerIds }),
  );
}

/** The outbox lists and the reminders' preview (who was reminded when) are asked again. */
export function useRemindFlats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindFlats,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

import { type TReminderPreview, ZReminderPreview } from '@domain/api/reminders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

/** `GET /api/v2/reminders/preview`: each client with overdue invoices, before anything is sent. */
export async function getReminderPreview(): Promise<TReminderPreview> {
  return ZReminderPreview.parse(await apiClient.get<unknown>('/api/v2/reminders/preview'));
}

export function getReminderPreviewQueryOptions() {
  return queryOptions({ queryKey: messageKeys.reminderPreview(), queryFn: getReminderPreview });
}

export function useReminderPreview() {
  return useQuery(getReminderPreviewQueryOptions());
}

/** The two reminder calls, told apart in a mutation key so every button for one shows it running. */
export type ReminderChannel = 'email' | 'whatsapp';

export const reminderMutationKey = (channel: ReminderChannel) => ['messages', 'reminders', channel] as const;

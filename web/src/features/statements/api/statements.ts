import { type TSendEmailAnswer, ZSendEmailAnswer } from '@domain/api/messages';
import { type TStatement, type TStatementQuery, ZStatement } from '@domain/api/statements';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** Whose statement: the owner's flat (by its id, with the session), or a member's link (its token). */
export type StatementSource = { customerId: string } | { token: string };

function pathOf(source: StatementSource): string {
  return 'token' in source
    ? `/api/v2/statements/${encodeURIComponent(source.token)}`
    : `/api/v2/clients/${encodeURIComponent(source.customerId)}/statement`;
}

/** Statements are read afresh each time they are opened: a payment elsewhere changes them. */
export const statementKeys = {
  all: ['statements'] as const,
  one: (source: StatementSource, range: TStatementQuery) => [...statementKeys.all, source, range] as const,
};

export async function getStatement(source: StatementSource, range: TStatementQuery): Promise<TStatement> {
  return ZStatement.parse(await apiClient.get<unknown>(pathOf(source), { query: range }));
}

export function useStatement(source: StatementSource, range: TStatementQuery) {
  return useQuery(
    queryOptions({
      queryKey: statementKeys.one(source, range),
      queryFn: () => getStatement(source, range),
      staleTime: 0,
    }),
  );
}

/** The statement's PDF, or (the owner's) its workbook, named by the server. */
export function useDownloadStatement(source: StatementSource) {
  return useMutation({
    mutationFn: ({ range, format }: { range: TStatementQuery; format: 'pdf' | 'xlsx' }) =>
      downloadFile(`${pathOf(source)}/${format}`, `statement.${format}`, range),
  });
}

/** Sends the member the link to their statement on a channel, through the outbox. */
export function useSendStatement(customerId: string) {
  return useMutation({
    mutationFn: async (channel: 'email' | 'whatsapp'): Promise<TSendEmailAnswer> =>
      ZSendEmailAnswer.parse(
        await apiClient.post<unknown>(`/api/v2/clients/${encodeURIComponent(customerId)}/statement/send`, {
          channel,
        }),
      ),
  });
}

import type { TIntimation } from '@domain/api/intimations';
import { formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PageHeading } from '../../../components/page-heading';
import { downloadFile } from '../../../lib/download-file';
import { useText } from '../../../lib/text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type IntimationFilter, useDecideIntimation, useIntimations } from '../api/intimations';
import { IntimationCard } from '../components/intimation-card';
import { RejectDialog } from '../components/reject-dialog';
import { INTIMATIONS_TEXT } from '../intimations-text';

const FILTERS: IntimationFilter[] = ['pending', 'confirmed', 'rejected', 'all'];

type Deciding = { report: TIntimation; action: 'confirm' | 'reject' } | null;

/**
 * Payments members reported from their page ("I have paid"): the treasurer checks the bank statement,
 * then confirms one (a receipt on the flat's account, sent to the member) or rejects it with a reason.
 */
export function ReportedPaymentsPage() {
  const text = useText(INTIMATIONS_TEXT);
  useDocumentTitle(text.title);
  const [params, setParams] = useSearchParams();
  const status = FILTERS.find((filter) => filter === params.get('status')) ?? 'pending';
  const query = useIntimations(status);
  const decide = useDecideIntimation();
  const notify = useNotify();
  const [deciding, setDeciding] = useState<Deciding>(null);
  const close = () => {
    setDeciding(null);
    decide.reset();
  };
  const done = (answer: { message: string }) => {
    notify.success(answer.message);
    setDeciding(null);
  };
  const items = query.data?.items ?? [];
  return (
    <>
      <PageHeading title={text.title} description={text.description} />
      <Tabs
        value={status}
        onChange={(_event, value: IntimationFilter) =>
          setParams(value === 'pending' ? {} : { status: value })
        }
        aria-label={text.byStatus}
        sx={{ mb: 2 }}
      >
        {FILTERS.map((filter) => (
          <Tab key={filter} value={filter} label={text.filters[filter].label} />
        ))}
      </Tabs>
      {query.isPending ? (
        <LoadingSpinner label={text.loading} />
      ) : query.error ? (
        <LoadFailed message={query.error.message} onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<MarkEmailReadOutlined />}>{text.filters[status].empty}</EmptyState>
      ) : (
        <Box component="ul" aria-label={text.title} sx={{ display: 'grid', gap: 2, m: 0, p: 0 }}>
          {items.map((report) => (
            <IntimationCard
              key={report._id}
              report={report}
              isBusy={decide.isPending && deciding?.report._id === report._id}
              onConfirm={() => setDeciding({ report, action: 'confirm' })}
              onReject={() => setDeciding({ report, action: 'reject' })}
              onProof={() =>
                downloadFile(`/api/v2/intimations/${report._id}/proof`, 'payment-proof').catch(
                  (error: Error) => notify.failed(error),
                )
              }
            />
          ))}
        </Box>
      )}
      <ConfirmDeleteDialog
        open={deciding?.action === 'confirm'}
        title={text.confirmTitle}
        description={
          deciding
            ? text.confirmText(formatMoney(toPaise(deciding.report.amount)), deciding.report.flat.name)
            : ''
        }
        confirmLabel={text.confirm}
        isPending={decide.isPending}
        onCancel={close}
        onConfirm={() =>
          deciding &&
          decide.mutate(
            { id: deciding.report._id, action: 'confirm' },
            { onSuccess: done, onError: (error) => notify.failed(error) },
          )
        }
      />
      <RejectDialog
        key={deciding?.report._id ?? 'none'}
        open={deciding?.action === 'reject'}
        who={deciding?.report.flat.name ?? ''}
        isSaving={decide.isPending}
        error={decide.error}
        onClose={close}
        onReject={(reason) =>
          deciding &&
          decide.mutate({ id: deciding.report._id, action: 'reject', reason }, { onSuccess: done })
        }
      />
    </>
  );
}

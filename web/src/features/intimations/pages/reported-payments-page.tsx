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
import { useDocumentTitle } from '../../../lib/use-document-title';
import { type IntimationFilter, useDecideIntimation, useIntimations } from '../api/intimations';
import { IntimationCard } from '../components/intimation-card';
import { RejectDialog } from '../components/reject-dialog';

const FILTERS: { value: IntimationFilter; label: string; empty: string }[] = [
  { value: 'pending', label: 'Waiting', empty: 'No payments are waiting to be confirmed.' },
  { value: 'confirmed', label: 'Confirmed', empty: 'No confirmed reports yet.' },
  { value: 'rejected', label: 'Rejected', empty: 'No rejected reports.' },
  { value: 'all', label: 'All', empty: 'Members have not reported any payments yet.' },
];

type Deciding = { report: TIntimation; action: 'confirm' | 'reject' } | null;

/**
 * Payments members reported from their page ("I have paid"): the treasurer checks the bank statement,
 * then confirms one (a receipt on the flat's account, sent to the member) or rejects it with a reason.
 */
export function ReportedPaymentsPage() {
  useDocumentTitle('Reported payments');
  const [params, setParams] = useSearchParams();
  const status = (FILTERS.find((filter) => filter.value === params.get('status'))?.value ??
    'pending') as IntimationFilter;
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
      <PageHeading
        title="Reported payments"
        description="Payments members say they made outside online payment: check them against the bank, then confirm or reject."
      />
      <Tabs
        value={status}
        onChange={(_event, value: IntimationFilter) =>
          setParams(value === 'pending' ? {} : { status: value })
        }
        aria-label="Reports by status"
        sx={{ mb: 2 }}
      >
        {FILTERS.map((filter) => (
          <Tab key={filter.value} value={filter.value} label={filter.label} />
        ))}
      </Tabs>
      {query.isPending ? (
        <LoadingSpinner label="Loading reported payments" />
      ) : query.error ? (
        <LoadFailed message={query.error.message} onRetry={() => query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<MarkEmailReadOutlined />}>
          {FILTERS.find((filter) => filter.value === status)?.empty}
        </EmptyState>
      ) : (
        <Box component="ul" aria-label="Reported payments" sx={{ display: 'grid', gap: 2, m: 0, p: 0 }}>
          {items.map((report) => (
            <IntimationCard
              key={report._id}
              report={report}
              isBusy={decide.isPending && deciding?.report._id === report._id}
              onConfirm={() => setDeciding({ report, action: 'confirm' })}
              onReject={() => setDeciding({ report, action: 'reject' })}
              onProof={() =>
                downloadFile(`/api/v2/intimations/${report._id}/proof`, 'payment-proof').catch(
                  (error: Error) => notify.error(`Error: ${error.message}`),
                )
              }
            />
          ))}
        </Box>
      )}
      <ConfirmDeleteDialog
        open={deciding?.action === 'confirm'}
        title="Confirm the payment?"
        description={
          deciding
            ? `${formatMoney(toPaise(deciding.report.amount))} from ${deciding.report.flat.name} goes on the flat's account (oldest dues first) with a receipt, which is sent to them.`
            : ''
        }
        confirmLabel="Confirm and issue receipt"
        isPending={decide.isPending}
        onCancel={close}
        onConfirm={() =>
          deciding &&
          decide.mutate(
            { id: deciding.report._id, action: 'confirm' },
            { onSuccess: done, onError: (error) => notify.error(`Error: ${error.message}`) },
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

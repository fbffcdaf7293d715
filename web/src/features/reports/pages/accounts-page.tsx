import { accountsPeriodOf } from '@domain/accounts-period';
import type { TAccountsSummary } from '@domain/api/accounts';
import { formatCalendarDate } from '@domain/format';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CanDo } from '../../../components/can-do';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PageHeading } from '../../../components/page-heading';
import { useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { type AccountsExport, useExportAccounts } from '../api/export-accounts';
import { useAccountsSummary } from '../api/get-accounts';
import { AccountsPeriodFields, useAccountsPeriod } from '../components/accounts-period-fields';
import { FigureTable } from '../components/figure-table';
import { ReportsTabs } from '../components/reports-tabs';
import { TallyLedgersDialog } from '../components/tally-ledgers-dialog';
import { ACCOUNTS_TEXT, type AccountsText } from '../text/accounts-text';

/** What the period holds, in a line: the documents each export carries. */
function contentsOf(summary: TAccountsSummary, text: AccountsText): string {
  return [
    text.bills(summary.bills),
    text.creditNotes(summary.creditNotes),
    text.receipts(summary.receipts),
  ].join(' · ');
}

type ExportCardProps = { title: string; description: ReactNode; children: ReactNode };

/** One export: what it holds, and its buttons. */
function ExportCard({ title, description, children }: ExportCardProps) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ borderRadius: 1.5, p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
        {title}
      </Typography>
      <Typography variant="body2" component="div" sx={{ color: 'text.secondary', flexGrow: 1 }}>
        {description}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{children}</Box>
    </Paper>
  );
}

/**
 * Reports → Accounts (/reports/accounts): for a month or a financial year (in the address), what the
 * books hold, the GSTR-1 return as the GST offline tool imports it (JSON; a year's twelve returns in a
 * ZIP) and as a workbook, and the Tally import with the ledgers the owner maps once.
 */
export function AccountsPage() {
  const text = useText(ACCOUNTS_TEXT);
  const notify = useNotify();
  const session = useSession();
  const userId = session?.result._id ?? '';
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { period, setPeriod } = useAccountsPeriod();
  const summary = useAccountsSummary({ period });
  const exportAccounts = useExportAccounts();
  const [ledgersOpen, setLedgersOpen] = useState(false);
  const report = summary.data;
  const chosen = accountsPeriodOf(report?.period ?? period);
  const isEmpty = report !== undefined && report.bills + report.creditNotes + report.receipts === 0;
  const pending = exportAccounts.isPending ? exportAccounts.variables.file : null;

  const download = (file: AccountsExport) =>
    exportAccounts.mutate(
      { file, query: { period: report?.period ?? period } },
      {
        onSuccess: (fileName) => notify.success(text.saved(fileName)),
        onError: (error) => notify.error(error.message),
      },
    );
  const downloadButton = (file: AccountsExport, label: string, disabled: boolean) => (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={disabled || (exportAccounts.isPending && pending !== file)}
      loading={pending === file}
      loadingPosition="start"
      onClick={() => download(file)}
    >
      {label}
    </Button>
  );

  return (
    <>
      <ReportsTabs />
      <PageHeading title={text.title} description={text.description} />
      <Paper variant="outlined" sx={{ borderRadius: 1.5, px: { xs: 2, sm: 3 }, py: 2, mb: 2 }}>
        <AccountsPeriodFields period={report?.period ?? period} onChange={setPeriod} />
        {report && chosen ? (
          <Typography variant="body2" role="status" sx={{ mt: 1.5, color: 'text.secondary' }}>
            {text.holds(
              formatCalendarDate(report.from),
              formatCalendarDate(report.to),
              contentsOf(report, text),
            )}
          </Typography>
        ) : null}
      </Paper>
      {summary.isPending ? <LoadingSpinner label={text.loading} /> : null}
      {summary.isError ? (
        <LoadFailed message={summary.error.message} onRetry={() => void summary.refetch()} />
      ) : null}
      {isEmpty ? (
        <Paper variant="outlined" sx={{ borderRadius: 1.5, mb: 2 }}>
          <EmptyState icon={<AccountBalanceOutlinedIcon />}>{text.empty}</EmptyState>
        </Paper>
      ) : null}
      {report ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <ExportCard
            title={text.gstr1}
            description={
              report.gstin ? (
                <>
                  {text.gstr1For(report.gstin)}
                  {chosen?.kind === 'year' ? text.gstr1YearJson : text.gstr1MonthJson}
                </>
              ) : (
                <Alert severity="info" sx={{ mt: 0.5 }}>
                  {text.noGstin}{' '}
                  <Link component={RouterLink} to="/settings">
                    {text.noGstinLink}
                  </Link>
                  {text.noGstinEnd}
                </Alert>
              )
            }
          >
            {downloadButton(
              'gstr1Json',
              chosen?.kind === 'year' ? text.downloadJsonZip : text.downloadJson,
              !report.gstin || isEmpty,
            )}
            {downloadButton('gstr1Workbook', text.downloadXlsx, !report.gstin || isEmpty)}
          </ExportCard>
          <ExportCard title={text.tally} description={text.tallyText}>
            {downloadButton('tally', text.downloadXml, isEmpty)}
            <CanDo access="keepBooks">
              <Button
                variant="text"
                startIcon={<AccountBalanceOutlinedIcon />}
                onClick={() => setLedgersOpen(true)}
              >
                {text.tallyLedgers}
              </Button>
            </CanDo>
          </ExportCard>
        </Box>
      ) : null}
      {report && !isEmpty ? (
        <Box sx={{ mt: 2 }}>
          <FigureTable
            title={text.tax}
            labelHeading={text.taxOf}
            columns={[{ heading: text.amount }]}
            isPhone={isPhone}
            rows={[
              { key: 'taxable', label: text.taxRows.taxable, figures: [report.taxableValue] },
              { key: 'untaxed', label: text.taxRows.untaxed, figures: [report.untaxedValue] },
              { key: 'cgst', label: text.taxRows.cgst, figures: [report.cgst] },
              { key: 'sgst', label: text.taxRows.sgst, figures: [report.sgst] },
              { key: 'igst', label: text.taxRows.igst, figures: [report.igst] },
              { key: 'total', label: text.taxRows.total, figures: [report.total], isTotal: true },
              { key: 'received', label: text.taxRows.received, figures: [report.received] },
            ]}
          />
        </Box>
      ) : null}
      <TallyLedgersDialog open={ledgersOpen} userId={userId} onClose={() => setLedgersOpen(false)} />
    </>
  );
}

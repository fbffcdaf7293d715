import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DateRangeFields, useDateRange } from '../../../components/date-range';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PageHeading } from '../../../components/page-heading';
import { useText } from '../../../lib/text';
import { useExportCollection } from '../api/export-collection';
import { useCollection } from '../api/get-collection';
import { CollectionTables } from '../components/collection-tables';
import { ReportsTabs } from '../components/reports-tabs';
import { COLLECTION_TEXT } from '../text/collection-text';

const rupees = (amount: number) => formatMoney(toPaise(amount));

/**
 * Reports → Collection (/reports/collection): what a period billed per bill head, what it collected
 * per payment method, and both per block with what is still owed on its bills; the period in the
 * address (this month unless changed), exported as a workbook.
 */
export function CollectionPage() {
  const text = useText(COLLECTION_TEXT);
  const notify = useNotify();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const { range, setDay } = useDateRange();
  const collection = useCollection(range);
  const exportCollection = useExportCollection();
  const report = collection.data;
  const isEmpty = report !== undefined && report.billed.bills === 0 && report.collected.receipts === 0;

  const onExport = () =>
    exportCollection.mutate(report ? { from: report.from, to: report.to } : range, {
      onSuccess: (fileName) => notify.success(text.saved(fileName)),
      onError: (error) => notify.error(error.message),
    });

  return (
    <>
      <ReportsTabs />
      <PageHeading
        title={text.title}
        description={
          report
            ? text.descriptionBetween(formatCalendarDate(report.from), formatCalendarDate(report.to))
            : text.description
        }
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            disabled={!report || isEmpty}
            loading={exportCollection.isPending}
            onClick={onExport}
          >
            {text.exportXlsx}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ borderRadius: 1.5, px: { xs: 2, sm: 3 }, py: 2, mb: 2 }}>
        <DateRangeFields range={report} onChange={setDay} />
        {report && !isEmpty ? (
          <Typography variant="body2" role="status" sx={{ mt: 1.5, color: 'text.secondary' }}>
            {text.status(
              rupees(report.billed.total),
              rupees(report.collected.total),
              rupees(report.totals.outstanding),
            )}
          </Typography>
        ) : null}
      </Paper>
      {collection.isPending ? <LoadingSpinner label={text.loading} /> : null}
      {collection.isError ? (
        <LoadFailed message={collection.error.message} onRetry={() => void collection.refetch()} />
      ) : null}
      {isEmpty ? (
        <Paper variant="outlined" sx={{ borderRadius: 1.5 }}>
          <EmptyState icon={<ReceiptLongOutlinedIcon />}>{text.empty}</EmptyState>
        </Paper>
      ) : null}
      {report && !isEmpty ? <CollectionTables report={report} isPhone={isPhone} /> : null}
    </>
  );
}

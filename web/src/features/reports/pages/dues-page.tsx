import {
  type AgeingSort,
  DEFAULT_SORT_ORDERS,
  type SortOrder,
  type TAgeingQuery,
  ZAgeingQuery,
} from '@domain/api/reports';
import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { CanDo } from '../../../components/can-do';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PageHeading } from '../../../components/page-heading';
import { useText } from '../../../lib/text';
import { useExportAgeing } from '../api/export-ageing';
import { useAgeing } from '../api/get-ageing';
import { useRemindFlats } from '../api/remind-flats';
import { DuesCards } from '../components/dues-cards';
import { DuesFilters, type DuesFilterValues } from '../components/dues-filters';
import { duesRowsOf } from '../components/dues-rows';
import { DuesTable } from '../components/dues-table';
import { RemindDialog } from '../components/remind-dialog';
import { ReportsTabs } from '../components/reports-tabs';
import { DUES_TEXT } from '../text/dues-text';

const NO_FILTERS: DuesFilterValues = { block: '', min: '', minAge: 'notDue' };

/** The typed minimum as the API reads it, or its refusal in the API's own words. */
function minimumOf(text: string): { min: number; error?: string } {
  if (text.trim() === '') return { min: 0 };
  const parsed = ZAgeingQuery.shape.min.safeParse(text.trim());
  return parsed.success ? { min: parsed.data } : { min: 0, error: parsed.error.issues[0]?.message };
}

/**
 * Reports → Dues (/reports/dues): every flat that owes, its dues by how long past due, with block
 * subtotals and the total; filtered, sorted, exported as a workbook, and chosen flats reminded after a
 * confirmation that says who gets what.
 */
export function DuesPage() {
  const text = useText(DUES_TEXT);
  const notify = useNotify();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [filters, setFilters] = useState(NO_FILTERS);
  const [sort, setSort] = useState<AgeingSort>('flat');
  const [chosenOrder, setChosenOrder] = useState<SortOrder | undefined>();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [isAsking, setIsAsking] = useState(false);
  const order = chosenOrder ?? DEFAULT_SORT_ORDERS[sort];
  const minimum = minimumOf(filters.min);
  const query: TAgeingQuery = { block: filters.block, min: minimum.min, minAge: filters.minAge, sort, order };
  const ageing = useAgeing(query);
  const exportAgeing = useExportAgeing();
  const remind = useRemindFlats();
  const report = ageing.data;
  const chosen = report?.flats.filter((flat) => selected.has(flat.customerId)) ?? [];

  const onSort = (key: AgeingSort) => {
    if (key === sort) setChosenOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setChosenOrder(undefined);
    }
  };
  const onToggle = (customerId: string) => {
    const next = new Set(selected);
    if (!next.delete(customerId)) next.add(customerId);
    setSelected(next);
  };
  const onConfirm = () =>
    remind.mutate(
      chosen.map((flat) => flat.customerId),
      {
        onSuccess: (answer) => {
          if (answer.delivery === 'kept' && answer.queued > 0) notify.info(answer.message);
          else notify.success(answer.message);
          setSelected(new Set());
          setIsAsking(false);
        },
        onError: (error) => {
          notify.error(error.message);
          setIsAsking(false);
        },
      },
    );
  const onExport = () =>
    exportAgeing.mutate(query, {
      onSuccess: (fileName) => notify.success(text.saved(fileName)),
      onError: (error) => notify.error(error.message),
    });

  const Rows = isPhone ? DuesCards : DuesTable;
  const isFiltered = filters.block !== '' || minimum.min > 0 || filters.minAge !== 'notDue';
  return (
    <>
      <ReportsTabs />
      <PageHeading
        title={text.title}
        description={report ? text.descriptionOn(formatCalendarDate(report.today)) : text.description}
        actions={
          <>
            <CanDo access="keepBooks">
              <Button
                variant="contained"
                startIcon={<NotificationsActiveOutlinedIcon />}
                disabled={chosen.length === 0}
                onClick={() => setIsAsking(true)}
              >
                {chosen.length > 0 ? text.remindCount(chosen.length) : text.remind}
              </Button>
            </CanDo>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              disabled={!report || report.flats.length === 0}
              loading={exportAgeing.isPending}
              onClick={onExport}
            >
              {text.exportXlsx}
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
        <DuesFilters
          values={filters}
          blockNames={report?.blockNames ?? []}
          minError={minimum.error}
          onChange={setFilters}
        />
        {ageing.isPending ? <LoadingSpinner label={text.loading} /> : null}
        {ageing.isError ? (
          <LoadFailed message={ageing.error.message} onRetry={() => void ageing.refetch()} />
        ) : null}
        {report && report.flats.length === 0 ? (
          <EmptyState icon={<SavingsOutlinedIcon />}>{isFiltered ? text.noMatch : text.noDues}</EmptyState>
        ) : null}
        {report && report.flats.length > 0 ? (
          <>
            <Typography
              variant="body2"
              role="status"
              sx={{ px: { xs: 2, sm: 3 }, pb: 1.5, color: 'text.secondary' }}
            >
              {text.status(report.overall.flats, formatMoney(toPaise(report.overall.total)), chosen.length)}
            </Typography>
            <Rows
              report={report}
              rows={duesRowsOf(report, sort, text)}
              sort={sort}
              order={order}
              onSort={onSort}
              selected={selected}
              onToggle={onToggle}
              onToggleAll={(isChecked) =>
                setSelected(isChecked ? new Set(report.flats.map((flat) => flat.customerId)) : new Set())
              }
            />
          </>
        ) : null}
      </Paper>
      {isAsking && report ? (
        <RemindDialog
          report={report}
          flats={chosen}
          isPending={remind.isPending}
          onCancel={() => setIsAsking(false)}
          onConfirm={onConfirm}
        />
      ) : null}
    </>
  );
}

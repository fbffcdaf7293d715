import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  type TAuditVerification,
} from '@domain/api/audit';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CanDo } from '../../../components/can-do';
import { DateRangeFields } from '../../../components/date-range';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination, limitFor } from '../../../components/list-pagination';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PageHeading } from '../../../components/page-heading';
import { SettingsTabs } from '../../../components/settings-tabs';
import { useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useTeamMembers } from '../../team';
import { ACTIVITY_TEXT } from '../activity-text';
import { type ActivityFilters, useActivity, useExportActivity, useVerifyTrail } from '../api/activity-api';
import { ActivityEntry } from '../components/activity-entry';
import { ClosedBooksCard } from '../components/closed-books-card';

const FILTERS = ['person', 'entity', 'action', 'entityId', 'from', 'to'] as const;

/** The filters live in the address, so a filtered view can be linked to and survives a reload. */
function useFilters() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])),
  ) as ActivityFilters;
  const setFilter = (name: (typeof FILTERS)[number], value: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) =>
    setParams(
      (previous) => {
        const changed = new URLSearchParams(previous);
        changed.set('page', String(next));
        return changed;
      },
      { replace: true },
    );
  const clearFilters = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, setFilter, clearFilters, page, setPage };
}

function Choice(props: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  everyone: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value ?? ''}
      onChange={(event) => props.onChange(event.target.value)}
      sx={{ minWidth: { xs: '100%', sm: 190 } }}
    >
      <MenuItem value="">{props.everyone}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function VerificationResult({ result, onClose }: { result: TAuditVerification; onClose: () => void }) {
  const text = useText(ACTIVITY_TEXT);
  return result.brokenAt === null ? (
    <Alert severity="success" onClose={onClose} sx={{ mb: 2 }}>
      {text.trailHolds(result.entries)}
    </Alert>
  ) : (
    <Alert severity="error" onClose={onClose} sx={{ mb: 2 }}>
      {text.trailBroken(result.brokenAt, result.reason ?? '', result.entries)}
    </Alert>
  );
}

/**
 * Settings → Activity: the audit trail, newest first, with who did what, when, from where, and each
 * field before and after; filtered by person, record, action and days; exported as a workbook; and,
 * for the owner, checked from its first entry.
 */
export function ActivityPage() {
  const text = useText(ACTIVITY_TEXT);
  const session = useSession();
  const businessId = session?.userProfile._id ?? '';
  const notify = useNotify();
  const { filters, setFilter, clearFilters, page, setPage } = useFilters();
  const [rowsPerPage, setRowsPerPage] = useState(25);
  const activity = useActivity(businessId, filters, page, limitFor(rowsPerPage));
  const members = useTeamMembers(businessId);
  const exportActivity = useExportActivity();
  const verify = useVerifyTrail();
  const list = activity.data;

  return (
    <Box sx={{ maxWidth: 1120 }}>
      <SettingsTabs />
      <PageHeading
        title={text.title}
        description={text.description}
        actions={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={exportActivity.isPending}
              loadingPosition="start"
              onClick={() =>
                exportActivity.mutate(filters, { onError: (error) => notify.error(error.message) })
              }
            >
              {text.exportXlsx}
            </Button>
            <CanDo access="manage">
              <Button
                variant="contained"
                startIcon={<VerifiedOutlinedIcon />}
                loading={verify.isPending}
                loadingPosition="start"
                onClick={() => verify.mutate(undefined, { onError: (error) => notify.error(error.message) })}
              >
                {text.verifyTrail}
              </Button>
            </CanDo>
          </Box>
        }
      />
      {verify.data ? <VerificationResult result={verify.data} onClose={() => verify.reset()} /> : null}
      <ClosedBooksCard businessId={businessId} />
      <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
        <Box
          role="search"
          aria-label={text.filters}
          sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
        >
          <Choice
            label={text.person}
            value={filters.person}
            onChange={(value) => setFilter('person', value)}
            everyone={text.everyone}
            options={(members.data ?? []).map((member) => ({ value: member.userId, label: member.name }))}
          />
          <Choice
            label={text.record}
            value={filters.entity}
            onChange={(value) => setFilter('entity', value)}
            everyone={text.everyRecord}
            options={AUDIT_ENTITIES.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] }))}
          />
          <Choice
            label={text.action}
            value={filters.action}
            onChange={(value) => setFilter('action', value)}
            everyone={text.everyAction}
            options={AUDIT_ACTIONS.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] }))}
          />
          <DateRangeFields range={filters} onChange={setFilter} />
          {Object.keys(filters).length > 0 ? (
            <Button onClick={clearFilters}>{text.clearFilters}</Button>
          ) : null}
        </Box>
        <Divider />
        {activity.isPending ? (
          <LoadingSpinner label={text.loading} />
        ) : !list ? (
          <LoadFailed message={activity.error?.message} onRetry={() => activity.refetch()} />
        ) : list.total === 0 ? (
          <EmptyState icon={<HistoryOutlinedIcon />}>
            {Object.keys(filters).length > 0 ? text.noMatch : text.noChanges}
          </EmptyState>
        ) : (
          <>
            {list.data.map((entry, index) => (
              <Fragment key={entry.seq}>
                {index > 0 ? <Divider /> : null}
                <ActivityEntry entry={entry} />
              </Fragment>
            ))}
            <ListPagination
              total={list.total}
              page={page}
              rowsPerPage={rowsPerPage}
              onPageChange={setPage}
              onRowsPerPageChange={(rows) => {
                setRowsPerPage(rows);
                setPage(1);
              }}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}

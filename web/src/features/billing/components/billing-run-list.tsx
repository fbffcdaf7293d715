import type { TBillingRun } from '@domain/api/billing-runs';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { toCalendarDate } from '@domain/dates';
import { formatCalendarDate } from '@domain/format';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LIST_HEADER_CELLS } from '../../../components/list-table';
import { useText } from '../../../lib/text';
import { BILLING_PAGE_TEXT } from '../text/billing-page-text';
import { RUN_TEXT } from '../text/run-text';
import { runFlatsText, rupees } from './billing-words';
import { RunStatusChip } from './run-status-chip';

type BillingRunListProps = { runs: TBillingRun[] };

export function runPagePath(run: Pick<TBillingRun, '_id'>): string {
  return `/billing/${encodeURIComponent(run._id)}`;
}

function headsText(run: TBillingRun): string {
  return run.heads.map((head) => head.name).join(', ');
}

/** When a run's bills were issued, as a calendar day; a draft has none. */
function publishedText(run: TBillingRun): string {
  return run.publishedAt ? formatCalendarDate(toCalendarDate(run.publishedAt, DEFAULT_TIME_ZONE)) : '—';
}

const SECONDARY = { color: 'text.secondary' } as const;

/** Only issued bills collect: a draft has none. */
function hasBills(run: TBillingRun): boolean {
  return run.status !== 'draft' && run.collection.bills > 0;
}

/** '42.5 % collected', with a bar as long as the share. */
function Collected({ run }: { run: TBillingRun }) {
  const text = useText(BILLING_PAGE_TEXT);
  const { percent } = run.collection;
  return (
    <Box sx={{ minWidth: 120 }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
        {text.percentCollected(percent.toLocaleString('en-IN', { maximumFractionDigits: 1 }))}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, Math.max(0, percent))}
        color={percent >= 100 ? 'success' : 'primary'}
        aria-label={text.periodCollected(run.periodLabel)}
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}

/** The runs, newest first, on screens wide enough for a table. */
export function BillingRunsTable({ runs }: BillingRunListProps) {
  const text = useText(BILLING_PAGE_TEXT);
  const runText = useText(RUN_TEXT);
  return (
    <TableContainer>
      <Table aria-label={text.runs} size="small" sx={{ minWidth: 840, '& th, & td': { px: 1.5 } }}>
        <TableHead>
          <TableRow sx={{ '& th': LIST_HEADER_CELLS }}>
            <TableCell sx={{ pl: 2.5 }}>{text.columns.period}</TableCell>
            <TableCell>{text.columns.status}</TableCell>
            <TableCell>{text.columns.flats}</TableCell>
            <TableCell>{text.columns.dates}</TableCell>
            <TableCell>{text.columns.published}</TableCell>
            <TableCell align="right">{text.columns.billed}</TableCell>
            <TableCell sx={{ pr: 2.5 }}>{text.columns.collected}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run._id} hover sx={{ '&:last-child td': { borderBottom: 0 } }}>
              <TableCell sx={{ pl: 2.5, py: 1.25, minWidth: 200 }}>
                <Link component={RouterLink} to={runPagePath(run)} sx={{ fontWeight: 600 }}>
                  {run.periodLabel}
                </Link>
                <Typography variant="body2" sx={SECONDARY}>
                  {headsText(run)}
                </Typography>
              </TableCell>
              <TableCell>
                <RunStatusChip status={run.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{runFlatsText(run.flats, runText.flats)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatCalendarDate(run.billDate)}
                <Typography variant="body2" sx={SECONDARY}>
                  {text.due(formatCalendarDate(run.dueDate))}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{publishedText(run)}</TableCell>
              {hasBills(run) ? (
                <>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {rupees(run.collection.billed)}
                    <Typography variant="body2" sx={SECONDARY}>
                      {text.bills(run.collection.bills)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ pr: 2.5, whiteSpace: 'nowrap' }}>
                    {rupees(run.collection.collected)}
                    <Collected run={run} />
                  </TableCell>
                </>
              ) : (
                <>
                  <TableCell align="right">—</TableCell>
                  <TableCell sx={{ pr: 2.5 }}>—</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The runs on a phone: each one a tap target opening the run. */
export function BillingRunCards({ runs }: BillingRunListProps) {
  const text = useText(BILLING_PAGE_TEXT);
  const runText = useText(RUN_TEXT);
  return (
    <List aria-label={text.runs} disablePadding>
      {runs.map((run, index) => (
        <ListItem key={run._id} disablePadding divider={index < runs.length - 1}>
          <ListItemButton
            component={RouterLink}
            to={runPagePath(run)}
            sx={{ borderRadius: 0, px: 2, py: 1.5, gap: 1, alignItems: 'flex-start' }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{run.periodLabel}</Typography>
                <RunStatusChip status={run.status} />
              </Box>
              <Typography variant="body2">{runFlatsText(run.flats, runText.flats)}</Typography>
              <Typography variant="body2" sx={SECONDARY}>
                {text.billDateDue(formatCalendarDate(run.billDate), formatCalendarDate(run.dueDate))}
              </Typography>
              <Typography variant="body2" sx={{ ...SECONDARY, overflowWrap: 'anywhere' }}>
                {headsText(run)}
              </Typography>
              {hasBills(run) ? (
                <Box sx={{ mt: 1 }}>
                  <Typography variant="body2">
                    {text.billsBilled(run.collection.bills, rupees(run.collection.billed))}
                  </Typography>
                  <Typography variant="body2">
                    {text.amountCollected(rupees(run.collection.collected))}
                  </Typography>
                  <Collected run={run} />
                </Box>
              ) : null}
            </Box>
            <ChevronRightIcon sx={{ color: 'text.secondary', mt: 0.5 }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

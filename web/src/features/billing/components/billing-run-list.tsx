import type { TBillingRun } from '@domain/api/billing-runs';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { toCalendarDate } from '@domain/dates';
import { formatCalendarDate } from '@domain/format';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
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
import { runFlatsText } from './billing-text';
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

/** The runs, newest first, on screens wide enough for a table. */
export function BillingRunsTable({ runs }: BillingRunListProps) {
  return (
    <TableContainer>
      <Table aria-label="Billing runs" size="small" sx={{ minWidth: 720, '& th, & td': { px: 1.5 } }}>
        <TableHead>
          <TableRow
            sx={{
              '& th': {
                fontWeight: 600,
                color: 'text.secondary',
                bgcolor: 'grey.50',
                py: 1.5,
                whiteSpace: 'nowrap',
              },
            }}
          >
            <TableCell sx={{ pl: 2.5 }}>Period</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Flats</TableCell>
            <TableCell>Bill date</TableCell>
            <TableCell>Due date</TableCell>
            <TableCell sx={{ pr: 2.5 }}>Published</TableCell>
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
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{runFlatsText(run.flats)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(run.billDate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(run.dueDate)}</TableCell>
              <TableCell sx={{ pr: 2.5, whiteSpace: 'nowrap' }}>{publishedText(run)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The runs on a phone: each one a tap target opening the run. */
export function BillingRunCards({ runs }: BillingRunListProps) {
  return (
    <List aria-label="Billing runs" disablePadding>
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
              <Typography variant="body2">{runFlatsText(run.flats)}</Typography>
              <Typography variant="body2" sx={SECONDARY}>
                Bill date {formatCalendarDate(run.billDate)} · due {formatCalendarDate(run.dueDate)}
              </Typography>
              <Typography variant="body2" sx={{ ...SECONDARY, overflowWrap: 'anywhere' }}>
                {headsText(run)}
              </Typography>
            </Box>
            <ChevronRightIcon sx={{ color: 'text.secondary', mt: 0.5 }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

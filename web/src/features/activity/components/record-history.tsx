import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { ACTIVITY_TEXT } from '../activity-text';
import { useActivity } from '../api/activity-api';
import { ActivityEntry } from './activity-entry';

/** How many of a record's newest entries its page shows; the Activity page has them all. */
const SHOWN = 20;

/** The history of one customer or invoice, newest first, from the audit trail. */
export function RecordHistory({ entityId }: { entityId: string }) {
  const text = useText(ACTIVITY_TEXT);
  const businessId = useSession()?.userProfile._id ?? '';
  const history = useActivity(businessId, { entityId }, 1, SHOWN);
  if (history.isPending) return <LoadingSpinner label={text.loadingHistory} />;
  if (!history.data) return <LoadFailed message={history.error?.message} onRetry={() => history.refetch()} />;
  const { data, total } = history.data;
  if (total === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', px: { xs: 2, sm: 2.5 } }}>
        {text.noHistory}
      </Typography>
    );
  }
  return (
    <Box>
      {data.map((entry, index) => (
        <Fragment key={entry.seq}>
          {index > 0 ? <Divider /> : null}
          <ActivityEntry entry={entry} showRecord={false} />
        </Fragment>
      ))}
      {total > SHOWN ? (
        <Link
          component={RouterLink}
          to={`/settings/activity?entityId=${entityId}`}
          sx={{ fontWeight: 600, px: { xs: 2, sm: 2.5 } }}
        >
          {text.allChanges(total)}
        </Link>
      ) : null}
    </Box>
  );
}

/** The history as a card of its own, below a record's other sections (an invoice's page). */
export function RecordHistorySection({ entityId }: { entityId: string }) {
  const text = useText(ACTIVITY_TEXT);
  return (
    <Paper
      component="section"
      aria-label={text.history}
      variant="outlined"
      sx={{ mt: 3, borderRadius: 1.5, overflow: 'hidden' }}
    >
      <Typography variant="h6" component="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }}>
        {text.history}
      </Typography>
      <Box sx={{ pb: 1 }}>
        <RecordHistory entityId={entityId} />
      </Box>
    </Paper>
  );
}

import AddIcon from '@mui/icons-material/Add';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { CanDo } from '../../../components/can-do';
import { EmptyState } from '../../../components/empty-state';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { PageHeading } from '../../../components/page-heading';
import { type Session, useCan, useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useBillHeads } from '../../bill-heads';
import { useBillingRuns } from '../api/get-billing-runs';
import { BillingRunCards, BillingRunsTable } from '../components/billing-run-list';
import { BillingSettingsDialog } from '../components/billing-settings-dialog';
import { BILLING_PAGE_TEXT } from '../text/billing-page-text';

const NEW_RUN_PATH = '/billing/new';

/** No runs yet: what a billing run is, and the first step, which is bill heads when there are none. */
function NoRuns({ userId }: { userId: string }) {
  const text = useText(BILLING_PAGE_TEXT);
  const headsQuery = useBillHeads(userId);
  const hasHeads = (headsQuery.data?.items.length ?? 0) > 0;
  const canKeepBooks = useCan('keepBooks');
  const action =
    headsQuery.isPending || !canKeepBooks ? null : hasHeads ? (
      <Button variant="contained" component={RouterLink} to={NEW_RUN_PATH}>
        {text.newRun}
      </Button>
    ) : (
      <Button variant="contained" component={RouterLink} to="/settings/bill-heads">
        {text.goToBillHeads}
      </Button>
    );
  return (
    <EmptyState icon={<EventRepeatOutlinedIcon />} action={action}>
      {text.noRuns}
      {headsQuery.isPending || hasHeads ? null : text.addHeadsFirst}
    </EmptyState>
  );
}

function Billing({ session }: { session: Session }) {
  const text = useText(BILLING_PAGE_TEXT);
  const userId = session.result._id;
  const runsQuery = useBillingRuns(userId);
  const runs = runsQuery.data?.items;
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const RunRows = isPhone ? BillingRunCards : BillingRunsTable;
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Box sx={{ maxWidth: 1120 }}>
      <PageHeading
        title={text.title}
        description={text.description}
        actions={
          <CanDo access="keepBooks">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button
                variant="outlined"
                startIcon={<SettingsOutlinedIcon />}
                onClick={() => setSettingsOpen(true)}
              >
                {text.settings}
              </Button>
              {runs && runs.length > 0 ? (
                <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={NEW_RUN_PATH}>
                  {text.newRun}
                </Button>
              ) : null}
            </Box>
          </CanDo>
        }
      />
      {runsQuery.isPending ? (
        <LoadingSpinner label={text.loading} />
      ) : !runs ? (
        <LoadFailed message={runsQuery.error?.message} onRetry={() => runsQuery.refetch()} />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 1.5, overflow: 'hidden' }}>
          {runs.length === 0 ? <NoRuns userId={userId} /> : <RunRows runs={runs} />}
        </Paper>
      )}
      <BillingSettingsDialog userId={userId} open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}

export function BillingPage() {
  // The app layout renders pages only with a session; without one there is nothing to show.
  const session = useSession();
  return session ? <Billing session={session} /> : null;
}

import type { TBillingRunPreview } from '@domain/api/billing-runs';
import { formatCalendarDate } from '@domain/format';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { PageHeading } from '../../../components/page-heading';
import { isNotFoundError } from '../../../lib/api-client';
import { type Session, useCan, useSession } from '../../../lib/session';
import { useText } from '../../../lib/text';
import { useBillHeads } from '../../bill-heads';
import { useDeleteBillingRun } from '../api/delete-billing-run';
import { useBillingRun } from '../api/get-billing-run';
import { usePublishBillingRun } from '../api/publish-billing-run';
import { useUndoBillingRun } from '../api/undo-billing-run';
import { runFlatsText } from '../components/billing-words';
import { PublishDialog, UndoDialog } from '../components/publish-dialogs';
import { PublishPanel } from '../components/publish-panel';
import { RunChoices } from '../components/run-choices';
import { RunForm } from '../components/run-form';
import { RunPreview } from '../components/run-preview';
import { RunStatusChip } from '../components/run-status-chip';
import { RUN_STEPS, type RunStepKey, RunStepper } from '../components/run-stepper';
import { SendPanel } from '../components/send-panel';
import { RUN_PAGE_TEXT } from '../text/run-page-text';
import { RUN_TEXT } from '../text/run-text';

function useIsPhone() {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}

function BackToBilling() {
  const text = useText(RUN_PAGE_TEXT);
  return (
    <Button
      component={RouterLink}
      to="/billing"
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ mb: 1, ml: -1 }}
    >
      {text.back}
    </Button>
  );
}

/** A step's content in its card. */
function StepCard({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 1.5, p: { xs: 2, sm: 3 } }}>
      {children}
    </Paper>
  );
}

/** /billing/new: step 1, the period and flats; the draft it makes opens on its preview. */
function NewRun({ session }: { session: Session }) {
  const userId = session.result._id;
  const text = useText(RUN_PAGE_TEXT);
  const headsQuery = useBillHeads(userId);
  const isPhone = useIsPhone();
  return (
    <Box sx={{ maxWidth: 1120 }}>
      <BackToBilling />
      <PageHeading title={text.newTitle} description={text.newDescription} />
      <RunStepper
        active="choices"
        canOpen={(step) => step === 'choices'}
        isDone={() => false}
        onOpen={() => undefined}
        isPhone={isPhone}
      />
      <StepCard>
        {headsQuery.isPending ? (
          <LoadingSpinner label={text.loadingHeads} />
        ) : !headsQuery.data ? (
          <LoadFailed message={headsQuery.error?.message} onRetry={() => headsQuery.refetch()} />
        ) : (
          <RunForm userId={userId} heads={headsQuery.data.items} />
        )}
      </StepCard>
    </Box>
  );
}

/** The step a run opens on: its preview while a draft, its publishing once under way or done. */
function firstStepOf(preview: TBillingRunPreview): RunStepKey {
  return preview.run.status === 'draft' ? 'preview' : 'publish';
}

function stepIndex(step: RunStepKey): number {
  return RUN_STEPS.indexOf(step);
}

type DialogName = 'publish' | 'undo' | 'delete' | null;

function Run({ preview }: { preview: TBillingRunPreview }) {
  const { run } = preview;
  const text = useText(RUN_PAGE_TEXT);
  const runText = useText(RUN_TEXT);
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const notify = useNotify();
  const [chosenStep, setChosenStep] = useState<RunStepKey | null>(null);
  const [dialog, setDialog] = useState<DialogName>(null);
  const publish = usePublishBillingRun();
  const undo = useUndoBillingRun();
  const deleteRun = useDeleteBillingRun();
  const step = chosenStep ?? firstStepOf(preview);
  const isDraft = run.status === 'draft';
  const isPublished = run.status === 'published';
  const canKeepBooks = useCan('keepBooks');

  function open(name: Exclude<DialogName, null>) {
    publish.reset();
    undo.reset();
    deleteRun.reset();
    setDialog(name);
  }

  function confirmPublish() {
    publish.mutate(run._id, {
      // The publish step says how many bills were published, with their link.
      onSuccess: () => {
        setDialog(null);
        setChosenStep('publish');
      },
    });
  }

  function confirmUndo() {
    undo.mutate(run._id, {
      onSuccess: () => {
        setDialog(null);
        setChosenStep('preview');
        notify.success(text.undone);
      },
    });
  }

  function confirmDelete() {
    deleteRun.mutate(run._id, {
      onSuccess: ({ message }) => {
        notify.success(message);
        navigate('/billing');
      },
    });
  }

  const next = (label: string, to: RunStepKey) => (
    <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={() => setChosenStep(to)}>
      {label}
    </Button>
  );
  const deleteButton =
    isDraft && canKeepBooks ? (
      <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => open('delete')}>
        {text.deleteDraft}
      </Button>
    ) : null;

  let content: ReactNode;
  let forward: ReactNode = null;
  if (step === 'choices') {
    content = (
      <>
        <RunChoices preview={preview} />
        {isDraft ? (
          <Typography variant="body2" sx={{ mt: 2.5, color: 'text.secondary' }}>
            {text.keepsChoices}
          </Typography>
        ) : null}
      </>
    );
    forward = next(text.preview, 'preview');
  } else if (step === 'preview') {
    content = <RunPreview preview={preview} isPhone={isPhone} />;
    forward = isDraft && canKeepBooks ? next(text.nextPublish, 'publish') : null;
  } else if (!canKeepBooks) {
    content = <Typography sx={{ color: 'text.secondary' }}>{text.forBookkeepers}</Typography>;
  } else if (step === 'send') {
    content = <SendPanel preview={preview} isPhone={isPhone} />;
  } else {
    content = (
      <PublishPanel preview={preview} onPublish={() => open('publish')} onUndo={() => open('undo')} />
    );
    forward = isPublished ? next(text.nextSend, 'send') : null;
  }

  return (
    <Box sx={{ maxWidth: 1120 }}>
      <BackToBilling />
      <PageHeading
        title={text.title(run.periodLabel)}
        description={
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
          >
            <RunStatusChip status={run.status} />
            <span>
              {text.summary(
                runFlatsText(run.flats, runText.flats),
                formatCalendarDate(run.billDate),
                formatCalendarDate(run.dueDate),
              )}
            </span>
          </Box>
        }
      />
      <RunStepper
        active={step}
        canOpen={(key) => key !== 'send' || isPublished}
        isDone={(key) =>
          key === 'choices' ||
          (key === 'preview' && (isPublished || stepIndex(step) > 1)) ||
          (key === 'publish' && isPublished)
        }
        onOpen={setChosenStep}
        isPhone={isPhone}
      />
      {step === 'preview' ? content : <StepCard>{content}</StepCard>}
      {forward || deleteButton ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1.5, mt: 3 }}>
          <Box>{deleteButton}</Box>
          {forward}
        </Box>
      ) : null}
      {dialog === 'publish' ? (
        <PublishDialog
          preview={preview}
          isPending={publish.isPending}
          error={publish.error}
          onCancel={() => setDialog(null)}
          onConfirm={confirmPublish}
        />
      ) : null}
      {dialog === 'undo' ? (
        <UndoDialog
          preview={preview}
          isPending={undo.isPending}
          error={undo.error}
          onCancel={() => setDialog(null)}
          onConfirm={confirmUndo}
        />
      ) : null}
      <ConfirmDeleteDialog
        open={dialog === 'delete'}
        title={text.deleteTitle}
        description={text.deleteText(run.periodLabel)}
        warning={
          deleteRun.error ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {deleteRun.error.message}
            </Alert>
          ) : null
        }
        isPending={deleteRun.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={confirmDelete}
      />
    </Box>
  );
}

/** /billing/:id: a drafted or published run, opened on the step it is at. */
function ExistingRun({ runId }: { runId: string }) {
  const text = useText(RUN_PAGE_TEXT);
  const runQuery = useBillingRun(runId);
  if (runQuery.isPending) return <LoadingSpinner label={text.loading} />;
  if (runQuery.data) return <Run preview={runQuery.data} />;
  if (isNotFoundError(runQuery.error)) {
    return (
      <Box sx={{ maxWidth: 1120 }}>
        <BackToBilling />
        <PageHeading title={text.notFound} />
        <Typography>
          {text.notFoundText}{' '}
          <Link component={RouterLink} to="/billing">
            {text.seeEveryRun}
          </Link>
          {text.notFoundEnd}
        </Typography>
      </Box>
    );
  }
  return <LoadFailed message={runQuery.error?.message} onRetry={() => runQuery.refetch()} />;
}

export function BillingRunPage() {
  // The app layout renders pages only with a session; without one there is nothing to show.
  const session = useSession();
  const { id } = useParams();
  if (!session) return null;
  return id ? <ExistingRun key={id} runId={id} /> : <NewRun session={session} />;
}

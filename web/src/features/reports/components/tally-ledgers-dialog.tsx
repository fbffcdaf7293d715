import {
  TALLY_FIXED_LEDGER_TERMS,
  TALLY_FIXED_LEDGERS,
  type TTallyLedgers,
  type TTallyLedgersInput,
  ZTallyLedgersInput,
} from '@domain/api/accounts';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { LoadFailed, LoadingSpinner } from '../../../components/load-state';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useSaveTallyLedgers, useTallyLedgers } from '../api/tally-ledgers';
import { ACCOUNTS_TEXT } from '../text/accounts-text';

type TallyLedgersDialogProps = { open: boolean; userId: string; onClose: () => void };

function inputOf(ledgers: TTallyLedgers): TTallyLedgersInput {
  const { heads, saved: _saved, ...fixed } = ledgers;
  return { heads: heads.map(({ headId, ledger }) => ({ headId, ledger })), ...fixed };
}

/** The form's field for an API path: a head's ledger ('heads.2.ledger') or a fixed one ('sgst'). */
function ledgerFieldOf(path: string) {
  if (/^heads\.\d+\.ledger$/.test(path)) return path as `heads.${number}.ledger`;
  return TALLY_FIXED_LEDGERS.find((key) => key === path);
}

function TallyLedgersForm({
  ledgers,
  userId,
  onClose,
}: {
  ledgers: TTallyLedgers;
  userId: string;
  onClose: () => void;
}) {
  const text = useText(ACCOUNTS_TEXT);
  const notify = useNotify();
  const save = useSaveTallyLedgers(userId);
  const { control, handleSubmit, setError } = useForm<TTallyLedgersInput>({
    resolver: zodResolver(ZTallyLedgersInput),
    defaultValues: inputOf(ledgers),
  });
  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        notify.success(text.ledgersSaved);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, ledgerFieldOf);
      },
    }),
  );
  return (
    <FormDialog
      open
      title={text.tallyLedgers}
      saveLabel={text.saveLedgers}
      onSubmit={submit}
      isSaving={save.isPending}
      error={save.error}
      onClose={onClose}
      intro={
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {text.ledgersIntro}
        </Typography>
      }
    >
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h3">
          {text.headIncome}
        </Typography>
        {ledgers.heads.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.noHeads}
          </Typography>
        ) : null}
        {ledgers.heads.map((head, index) => (
          <FormTextField
            key={head.headId}
            control={control}
            name={`heads.${index}.ledger`}
            label={head.headName}
            size="small"
            fullWidth
          />
        ))}
        <Typography variant="subtitle2" component="h3" sx={{ pt: 1 }}>
          {text.otherLedgers}
        </Typography>
        {TALLY_FIXED_LEDGERS.map((key) => (
          <FormTextField
            key={key}
            control={control}
            name={key}
            label={TALLY_FIXED_LEDGER_TERMS[key].label}
            size="small"
            fullWidth
          />
        ))}
      </Stack>
    </FormDialog>
  );
}

/** The dialog while the mapping is read, or when it could not be. */
function LedgersPending({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const text = useText(ACCOUNTS_TEXT);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{text.tallyLedgers}</DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="outlined" onClick={onClose}>
          {text.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The ledger mapping the Tally export names, set once: read when the dialog opens. */
export function TallyLedgersDialog({ open, userId, onClose }: TallyLedgersDialogProps) {
  const text = useText(ACCOUNTS_TEXT);
  const ledgers = useTallyLedgers(userId, open);
  if (!open) return null;
  if (ledgers.data) return <TallyLedgersForm ledgers={ledgers.data} userId={userId} onClose={onClose} />;
  return (
    <LedgersPending onClose={onClose}>
      {ledgers.isError ? (
        <LoadFailed message={ledgers.error.message} onRetry={() => void ledgers.refetch()} />
      ) : (
        <LoadingSpinner label={text.loadingLedgers} />
      )}
    </LedgersPending>
  );
}

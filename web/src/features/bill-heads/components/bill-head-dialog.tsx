import { type TBillHead, type TBillHeadInput, ZBillHeadInput } from '@domain/api/bill-heads';
import { billHeadWarnings } from '@domain/bill-heads';
import { parseHundredths } from '@domain/decimal';
import { formatMoney, formatNumber } from '@domain/format';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/server-field-errors';
import { useText } from '../../../lib/text';
import { useCreateBillHead } from '../api/create-bill-head';
import { useUpdateBillHead } from '../api/update-bill-head';
import { BILL_HEAD_FORM_TEXT, type BillHeadFormText } from '../text/bill-head-form-text';
import { EXAMPLE_AREA_SQFT, EXAMPLE_PARKING_SLOTS, exampleHeadAmount } from './bill-example';
import { type BillHeadControl, BillHeadFields } from './bill-head-fields';
import {
  type BillHeadFormValues,
  billHeadFieldOf,
  billHeadFormDefaults,
  billHeadFormSchema,
  toBillHeadChanges,
  toBillHeadInput,
} from './bill-head-form-schema';

const NEW_HEAD_ID = 'new-bill-head';

type BillHeadDialogProps = {
  open: boolean;
  /** The head being edited, or null for a new one. */
  head: TBillHead | null;
  /** Every saved head, in bill order: what a percentage may be of, and the example's other heads. */
  heads: TBillHead[];
  userId: string;
  onClose: () => void;
};

/** The head's warnings as the values are typed (the non-occupancy cap), the same the list will show. */
function liveWarnings(values: BillHeadFormValues): string[] {
  try {
    return billHeadWarnings({
      basis: values.basis,
      rate: parseHundredths(values.rate.trim()),
      appliesTo: values.appliesTo,
    });
  } catch {
    return [];
  }
}

/** "A 1,250 sq.ft flat with 1 parking slot pays ₹4,062.50 a month for it", once the values are valid. */
function exampleText(
  values: BillHeadFormValues,
  head: TBillHead | null,
  heads: TBillHead[],
  text: BillHeadFormText,
): ReactNode {
  const parsed = ZBillHeadInput.safeParse(toBillHeadInput(values));
  if (!parsed.success) return null;
  const candidate = { ...parsed.data, _id: head?._id ?? NEW_HEAD_ID, active: true };
  const amount = exampleHeadAmount(heads, candidate);
  if (amount === null) return null;
  const flat = text.exampleFlat(
    formatNumber(EXAMPLE_AREA_SQFT),
    EXAMPLE_PARKING_SLOTS,
    candidate.appliesTo === 'let_out',
  );
  const pays = text.examplePays(flat, candidate.basis === 'typed');
  return (
    <>
      {pays.before}
      <strong>{formatMoney(amount)}</strong>
      {pays.after}
    </>
  );
}

/**
 * What the charge's values mean, under its boxes as they are typed: its warnings (the non-occupancy
 * cap, the same the list will show) and what the example flat pays for it. Nothing while it has neither.
 */
function ChargeNote({
  control,
  head,
  heads,
}: {
  control: BillHeadControl;
  head: TBillHead | null;
  heads: TBillHead[];
}) {
  const text = useText(BILL_HEAD_FORM_TEXT);
  const values = useWatch({ control }) as BillHeadFormValues;
  const warnings = liveWarnings(values);
  const example = exampleText(values, head, heads, text);
  if (warnings.length === 0 && !example) return null;
  return (
    <Grid size={12}>
      <Stack spacing={1.5}>
        {warnings.length > 0 ? (
          <Alert severity="warning">{text.canStillSave(warnings.join('. '))}</Alert>
        ) : null}
        {example ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {example}
          </Typography>
        ) : null}
      </Stack>
    </Grid>
  );
}

/**
 * The Add and Edit bill head dialogs. Mount it afresh (a new `key`) for each opening: the form and
 * the last save's error belong to one opening only.
 */
export function BillHeadDialog({ open, head, heads, userId, onClose }: BillHeadDialogProps) {
  const notify = useNotify();
  const text = useText(BILL_HEAD_FORM_TEXT);
  const createBillHead = useCreateBillHead();
  const updateBillHead = useUpdateBillHead();
  const save = head ? updateBillHead : createBillHead;
  const { control, handleSubmit, setError } = useForm<BillHeadFormValues, unknown, TBillHeadInput>({
    resolver: zodResolver(billHeadFormSchema(text.chooseFlat)),
    defaultValues: billHeadFormDefaults(head),
  });
  const otherHeads = heads.filter((other) => other._id !== head?._id);

  function showFieldErrors(error: Error) {
    if (error instanceof ApiError) showServerFieldErrors(error.errors, setError, billHeadFieldOf);
  }

  const submit = handleSubmit((input) => {
    if (!head) {
      createBillHead.mutate(input, {
        onSuccess: (created) => {
          notify.success(text.added(created.name));
          onClose();
        },
        onError: showFieldErrors,
      });
      return;
    }
    const changes = toBillHeadChanges(input, head);
    if (Object.keys(changes).length === 0) {
      notify.info(text.unchanged);
      onClose();
      return;
    }
    updateBillHead.mutate(
      { headId: head._id, changes },
      {
        onSuccess: (updated) => {
          notify.success(text.saved(updated.name));
          onClose();
        },
        onError: showFieldErrors,
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title={head ? text.editTitle : text.addTitle}
      saveLabel={text.save}
      onSubmit={submit}
      isSaving={save.isPending}
      error={save.error}
      onClose={onClose}
    >
      <BillHeadFields
        control={control}
        userId={userId}
        otherHeads={otherHeads}
        autoFocus={!head}
        chargeNote={<ChargeNote control={control} head={head} heads={heads} />}
      />
    </FormDialog>
  );
}

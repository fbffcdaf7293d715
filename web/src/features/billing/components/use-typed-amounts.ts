import { ZTypedAmounts } from '@domain/api/billing-runs';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useText } from '../../../lib/text';
import { useSaveTypedAmounts } from '../api/save-typed-amounts';
import { PREVIEW_TEXT } from '../text/preview-text';

/** A typed amount's box: one flat, one head. */
export type TypedCell = { flatId: string; headId: string; label: string };

export type TypedAmountError = { label: string; message: string };

export function cellKey(flatId: string, headId: string): string {
  return `${flatId}:${headId}`;
}

/** What is typed as the amount: an empty box clears it (the head's default amount again), commas are ignored. */
export function typedAmountOf(text: string): number | null {
  const plain = text.replace(/[\s,₹]/g, '');
  if (plain === '') return null;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * Saves typed amounts one after another, so the previews the server answers arrive in the order the
 * amounts were typed; each refused box keeps the message that refused it (the API's schema first,
 * then the server).
 */
export function useTypedAmounts(runId: string) {
  const { checkAmount } = useText(PREVIEW_TEXT);
  const saveAmounts = useSaveTypedAmounts();
  const { mutateAsync } = saveAmounts;
  const [errors, setErrors] = useState<Record<string, TypedAmountError>>({});
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const setError = useCallback((key: string, error: TypedAmountError | null) => {
    setErrors((current) => {
      if (!error && !(key in current)) return current;
      const { [key]: _cleared, ...rest } = current;
      return error ? { ...rest, [key]: error } : rest;
    });
  }, []);

  const save = useCallback(
    async ({ flatId, headId, label }: TypedCell, text: string): Promise<boolean> => {
      const key = cellKey(flatId, headId);
      const parsed = ZTypedAmounts.safeParse({
        amounts: [{ flat: flatId, head: headId, amount: typedAmountOf(text) }],
      });
      if (!parsed.success) {
        setError(key, { label, message: parsed.error.issues[0]?.message ?? checkAmount });
        return false;
      }
      const saving = queue.current.then(() => mutateAsync({ runId, ...parsed.data }));
      queue.current = saving.catch(() => undefined);
      try {
        await saving;
        setError(key, null);
        return true;
      } catch (error) {
        setError(key, { label, message: error instanceof Error ? error.message : String(error) });
        return false;
      }
    },
    [runId, mutateAsync, setError, checkAmount],
  );

  const isSaving = saveAmounts.isPending;
  // The same object while nothing changes, so rows drawn with it are not drawn again for nothing.
  return useMemo(() => ({ save, errors, isSaving }), [save, errors, isSaving]);
}

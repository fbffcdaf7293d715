import type { Theme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import { useText } from '../../../lib/text';
import { PREVIEW_TEXT } from '../text/preview-text';
import { typedAmountOf } from './use-typed-amounts';

/** An amount as its box shows it: '350.00'; nothing for none. */
export function amountText(amount: number | null): string {
  return amount === null ? '' : amount.toFixed(2);
}

type TypedAmountInputProps = {
  amount: number | null;
  /** 'Water for A-101' */
  label: string;
  /** The server's (or the schema's) message for this box, if its last save was refused. */
  error: string | undefined;
  errorId?: string;
  /** Saves the typed text; resolves true once the server has it, so the box shows its amount again. */
  onSave: (text: string) => Promise<boolean>;
  width?: number | string;
  /** What an empty box bills (the head's default amount), shown while the box is empty. */
  defaultAmount?: number | null;
};

/**
 * The amount of a "typed per flat" head for one flat (water by meter), saved when the box is left or
 * Enter is pressed; Escape puts back the saved amount. A box scrolled out of the table saves too.
 */
export function TypedAmountInput({
  amount,
  label,
  error,
  errorId,
  onSave,
  width = '100%',
  defaultAmount = null,
}: TypedAmountInputProps) {
  const { emptyAmount } = useText(PREVIEW_TEXT);
  // null: the box shows the saved amount; text: what is typed and not saved yet.
  const [text, setText] = useState<string | null>(null);
  const latest = useRef({ text, amount, onSave });
  latest.current = { text, amount, onSave };
  // The text last handed to onSave, being saved or refused: leaving the box does not send it again
  // (Enter does), nor does the box's unmounting.
  const tried = useRef<string | null>(null);

  function save(typed: string | null, again = false) {
    if (typed === null) return;
    // The amount already saved, however it is written ('450', '450.00'): nothing to send.
    if (typedAmountOf(typed) === latest.current.amount) {
      setText(null);
      return;
    }
    if (typed === tried.current && !again) return;
    tried.current = typed;
    void latest.current.onSave(typed).then((saved) => {
      if (saved) setText((current) => (current === typed ? null : current));
    });
  }

  // Unmounted with unsaved text (scrolled away in a long table): that text is saved all the same.
  useEffect(
    () => () => {
      const { text: typed, amount: saved, onSave: saveText } = latest.current;
      if (typed !== null && typed !== tried.current && typedAmountOf(typed) !== saved) void saveText(typed);
    },
    [],
  );

  return (
    <input
      className="typed-amount"
      value={text ?? amountText(amount)}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => save(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save(text, true);
        } else if (event.key === 'Escape') {
          setText(null);
        }
      }}
      aria-label={label}
      aria-invalid={Boolean(error) || undefined}
      aria-describedby={error ? errorId : undefined}
      inputMode="decimal"
      placeholder={defaultAmount === null ? undefined : amountText(defaultAmount)}
      title={defaultAmount === null ? undefined : emptyAmount(amountText(defaultAmount))}
      autoComplete="off"
      style={{ width }}
    />
  );
}

/**
 * How a typed amount's box looks, for the container that holds such boxes: a plain input, so a table
 * of a thousand flats draws its boxes cheaply as it scrolls.
 */
export const TYPED_AMOUNT_SX = {
  '& input.typed-amount': {
    boxSizing: 'border-box',
    height: 34,
    px: 1,
    font: 'inherit',
    fontSize: '0.875rem',
    color: 'text.primary',
    textAlign: 'right',
    fontVariantNumeric: 'tabular-nums',
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    bgcolor: 'background.paper',
    outline: 'none',
    '&:focus': {
      borderColor: 'primary.main',
      boxShadow: (theme: Theme) => `0 0 0 1px ${theme.palette.primary.main}`,
    },
    '&[aria-invalid="true"]': { borderColor: 'error.main' },
  },
} as const;

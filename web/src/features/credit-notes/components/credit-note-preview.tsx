import type { CreditNoteFigures } from '@domain/credit-note';
import { formatMoney } from '@domain/format';
import type { Paise } from '@domain/money';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { FactList } from '../../invoices';
import { CREDIT_NOTES_TEXT } from '../credit-notes-text';
import type { CreditNotePreview } from './credit-note-figures';

type CreditNotePreviewProps = {
  preview: CreditNotePreview;
  /** What the bill still owes now, in paise: no note may be more. */
  balancePaise: Paise;
  currency: string;
};

/**
 * The note as it will be issued, worked out as the server will: its sub total, the GST it reverses, the
 * round-off it gives back (only the note that credits the last of the bill has one) and its total;
 * then what the bill owes now and after it (the dialog warns, beside its buttons, of a note above
 * that). Read out politely as it changes, so a screen reader hears the new total after each amount.
 */
export function CreditNotePreviewFigures({ preview, balancePaise, currency }: CreditNotePreviewProps) {
  const text = useText(CREDIT_NOTES_TEXT);
  const money = (paise: Paise) => formatMoney(paise, currency);
  const figures = preview.kind === 'figures' ? preview.figures : null;
  // While an amount is refused the figures would mislead: its box says why, the figures wait.
  const shown = (paise: (note: CreditNoteFigures) => Paise) =>
    preview.kind === 'invalid' ? '—' : money(figures ? paise(figures) : 0);
  const charges: Array<[string, string]> = [
    [text.subTotal, shown((note) => note.subTotalPaise)],
    [text.gstReversed, shown((note) => note.gstPaise)],
  ];
  if (figures && figures.roundOffPaise !== 0) charges.push([text.roundOff, money(figures.roundOffPaise)]);
  const isAboveBalance = figures !== null && figures.totalPaise > balancePaise;
  return (
    <Box component="section" aria-label={text.preview} aria-live="polite">
      <Typography variant="overline" component="h3" sx={{ display: 'block', color: 'text.secondary' }}>
        {text.thisNote}
      </Typography>
      <FactList label={text.figures} facts={charges} />
      <Divider sx={{ my: 1 }} />
      <FactList label={text.noteTotal} facts={[[text.total, shown((note) => note.totalPaise)]]} strong />
      <Divider sx={{ my: 1 }} />
      <FactList
        label={text.billBalance}
        facts={[
          [text.balanceNow, money(balancePaise)],
          ...(figures && !isAboveBalance
            ? [[text.balanceAfter, money(balancePaise - figures.totalPaise)] as [string, string]]
            : []),
        ]}
      />
    </Box>
  );
}

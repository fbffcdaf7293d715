import type { TBillingRunPreview } from '@domain/api/billing-runs';
import { formatCalendarDate } from '@domain/format';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { RUN_FORM_TEXT, type RunFormText } from '../text/run-form-text';
import { RUN_TEXT, type RunText } from '../text/run-text';
import { runFlatsText, shortFlatName } from './billing-words';

/** The most chosen flats named one by one; beyond that, only how many. */
const NAMED_FLATS = 30;

/** Which flats a run bills, naming chosen flats by number when there are few. */
function flatsText(
  { run, rows }: TBillingRunPreview,
  runText: RunText,
  text: RunFormText['choices'],
): string {
  const flats = runFlatsText(run.flats, runText.flats);
  if (run.flats.kind !== 'flats' || run.flats.flats.length > NAMED_FLATS) return flats;
  const chosen = new Set(run.flats.flats);
  const names = rows.filter((row) => chosen.has(row.flat._id)).map((row) => shortFlatName(row.flat));
  return text.namedFlats(flats, names.join(', '));
}

/** Step 1 of a run already drafted: what it bills, as it was chosen. */
export function RunChoices({ preview }: { preview: TBillingRunPreview }) {
  const runText = useText(RUN_TEXT);
  const text = useText(RUN_FORM_TEXT).choices;
  const { run } = preview;
  const facts: Array<[string, string]> = [
    [text.period, run.periodLabel],
    [text.billDate, formatCalendarDate(run.billDate)],
    [text.dueDate, formatCalendarDate(run.dueDate)],
    [text.flats, flatsText(preview, runText, text)],
    [text.heads, run.heads.map((head) => head.name).join(', ')],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

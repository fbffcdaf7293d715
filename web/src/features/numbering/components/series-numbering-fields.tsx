import type { TNumbering, TNumberingInput } from '@domain/api/numbering';
import { type NumberSeries, patternProblem, SERIES_LABELS } from '@domain/fy-numbering';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useText } from '../../../lib/text';
import { NUMBERING_TEXT } from '../numbering-text';
import { seriesExample } from './series-example';

type SeriesNumberingFieldsProps = {
  series: NumberSeries;
  control: Control<TNumberingInput>;
  answer: TNumbering;
};

/** One series: continuous or by financial year, the pattern when by year, and what it numbers next. */
export function SeriesNumberingFields({ series, control, answer }: SeriesNumberingFieldsProps) {
  const text = useText(NUMBERING_TEXT);
  const title = text.series[series];
  const numbering = useWatch({ control, name: series });
  const isByYear = numbering.mode === 'financial-year';
  const example = seriesExample(
    numbering,
    answer[series],
    answer.date,
    isByYear ? patternProblem(numbering.pattern.trim(), SERIES_LABELS[series]) : null,
    text,
  );
  return (
    <Box
      component="fieldset"
      sx={{
        m: 0,
        px: 2,
        pt: 1,
        pb: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
        columnGap: 3,
        rowGap: 1,
        alignItems: 'start',
      }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Controller
        control={control}
        name={`${series}.mode`}
        render={({ field }) => (
          <RadioGroup
            aria-label={text.mode(title)}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <FormControlLabel value="continuous" control={<Radio size="small" />} label={text.continuous} />
            <FormControlLabel value="financial-year" control={<Radio size="small" />} label={text.byYear} />
          </RadioGroup>
        )}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, pt: { md: 1 }, minWidth: 0 }}>
        {isByYear ? (
          <FormTextField
            control={control}
            name={`${series}.pattern`}
            label={text.pattern(title)}
            size="small"
            helperText={text.patternHelp}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
          />
        ) : null}
        <Typography
          variant="body2"
          aria-live="polite"
          sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        >
          {example}
        </Typography>
      </Box>
    </Box>
  );
}

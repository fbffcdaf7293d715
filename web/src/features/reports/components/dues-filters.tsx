import { AGE_BUCKET_LABELS, AGE_BUCKETS, type AgeBucket } from '@domain/ageing';
import { blockName } from '@domain/api/reports';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useText } from '../../../lib/text';
import { DUES_TEXT } from '../text/dues-text';

export type DuesFilterValues = { block: string; min: string; minAge: AgeBucket };

type DuesFiltersProps = {
  values: DuesFilterValues;
  blockNames: readonly string[];
  /** The minimum amount's refusal, when it is no amount. */
  minError: string | undefined;
  onChange: (values: DuesFilterValues) => void;
};

/** Which flats the report shows: one block or all, owing at least an amount, with dues at least this old. */
export function DuesFilters({ values, blockNames, minError, onChange }: DuesFiltersProps) {
  const text = useText(DUES_TEXT);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: { xs: 2, sm: 3 }, py: 2 }}>
      <TextField
        select
        size="small"
        label={text.block}
        value={values.block}
        onChange={(event) => onChange({ ...values, block: event.target.value })}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="">{text.allBlocks}</MenuItem>
        {(blockNames.includes(values.block) || values.block === ''
          ? blockNames
          : [...blockNames, values.block]
        ).map((block) => (
          <MenuItem key={block} value={block}>
            {blockName(block)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={text.minimum}
        inputMode="decimal"
        value={values.min}
        error={Boolean(minError)}
        helperText={minError}
        onChange={(event) => onChange({ ...values, min: event.target.value })}
        sx={{ width: 170 }}
      />
      <TextField
        select
        size="small"
        label={text.minAge}
        value={values.minAge}
        onChange={(event) => onChange({ ...values, minAge: event.target.value as AgeBucket })}
        sx={{ minWidth: 170 }}
      >
        {AGE_BUCKETS.map((bucket) => (
          <MenuItem key={bucket} value={bucket}>
            {bucket === 'notDue' ? text.anyDues : AGE_BUCKET_LABELS[bucket]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

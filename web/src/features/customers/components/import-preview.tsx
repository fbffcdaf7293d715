import type { TImportAnswer, TImportCounts } from '@domain/api/customer-import';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { Theme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { useText } from '../../../lib/text';
import { IMPORT_TEXT } from '../text/import-text';
import { ImportPreviewList } from './import-preview-list';
import { ImportPreviewTable } from './import-preview-table';
import { IMPORT_ACTION_COLOR } from './import-status-chip';
import { previewAdvice } from './import-summary';

/** A page of rows: a 5,000-row file stays quick to draw and to read. */
const ROWS_PER_PAGE = 25;

const SUMMARY: (keyof TImportCounts)[] = ['create', 'update', 'unchanged', 'invalid'];

function ImportSummary({ counts }: { counts: TImportCounts }) {
  const text = useText(IMPORT_TEXT);
  return (
    <Stack
      component="ul"
      aria-label={text.summary}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {SUMMARY.map((action) => (
        <Chip
          key={action}
          component="li"
          label={text.counts[action](counts[action])}
          color={IMPORT_ACTION_COLOR[action]}
          variant={action === 'invalid' && counts.invalid > 0 ? 'filled' : 'outlined'}
          sx={{ fontWeight: 600 }}
        />
      ))}
    </Stack>
  );
}

type ImportPreviewProps = { answer: TImportAnswer; fileName: string };

/** Step 2: what importing the file would do, row by row. Mount it afresh for each checked file. */
export function ImportPreview({ answer, fileName }: ImportPreviewProps) {
  const text = useText(IMPORT_TEXT);
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const Rows = isPhone ? ImportPreviewList : ImportPreviewTable;
  const hasErrors = answer.counts.invalid > 0;
  // The errors are what needs the owner's attention: they come first, the other rows a switch away.
  const [onlyErrors, setOnlyErrors] = useState(hasErrors);
  const [page, setPage] = useState(0);
  const rows = useMemo(
    () => (onlyErrors ? answer.rows.filter((row) => row.action === 'invalid') : answer.rows),
    [answer.rows, onlyErrors],
  );
  const pageRows = rows.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);

  return (
    <>
      <Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{fileName}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text.rowsChecked(answer.rows.length)}
        </Typography>
      </Box>
      <ImportSummary counts={answer.counts} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
        }}
      >
        <Typography variant="body2" sx={{ maxWidth: '60ch', py: 1 }}>
          {previewAdvice(answer.counts, text.advice)}
        </Typography>
        {hasErrors ? (
          <FormControlLabel
            control={
              <Switch
                checked={onlyErrors}
                onChange={(event) => {
                  setOnlyErrors(event.target.checked);
                  setPage(0);
                }}
              />
            }
            label={text.onlyErrors}
            sx={{ mr: 0 }}
          />
        ) : null}
      </Box>
      <Paper
        variant="outlined"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          // Fills what the dialog has left; on a short screen it keeps room for a few rows.
          flex: '1 1 auto',
          minHeight: 280,
          overflow: 'hidden',
          borderRadius: 1.5,
        }}
      >
        <Rows rows={pageRows} />
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={ROWS_PER_PAGE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, index) => setPage(index)}
          showFirstButton={!isPhone}
          showLastButton={!isPhone}
          sx={{ flexShrink: 0, borderTop: 1, borderColor: 'divider' }}
        />
      </Paper>
    </>
  );
}

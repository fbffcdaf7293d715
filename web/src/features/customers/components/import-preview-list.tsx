import type { TImportRow } from '@domain/api/customer-import';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useText } from '../../../lib/text';
import { IMPORT_TEXT } from '../text/import-text';
import { BreakableEmail } from './customer-row-actions';
import { ImportProblems } from './import-problems';
import { ImportStatusChip } from './import-status-chip';
import { importRowFlat, importRowOpening } from './import-summary';

/** The checked rows on a phone: six columns do not fit 390 px, and the problems matter most. */
export function ImportPreviewList({ rows }: { rows: TImportRow[] }) {
  const text = useText(IMPORT_TEXT);
  return (
    <List aria-label={text.rows} disablePadding sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto' }}>
      {rows.map((row, index) => (
        <ListItem key={row.row} divider={index < rows.length - 1} sx={{ display: 'block', px: 2, py: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {text.row(row.row)}
            </Typography>
            <ImportStatusChip action={row.action} />
          </Box>
          {row.values.name ? <Typography sx={{ fontWeight: 600 }}>{row.values.name}</Typography> : null}
          <Typography variant="body2">{importRowFlat(row.values, text)}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <BreakableEmail email={row.values.email ?? ''} />
          </Typography>
          {row.opening ? (
            <Typography variant="body2">{text.openingIs(importRowOpening(row, text))}</Typography>
          ) : null}
          <Typography variant="body2" component="div" sx={{ mt: row.issues.length > 0 ? 0.5 : 0 }}>
            <ImportProblems issues={row.issues} />
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

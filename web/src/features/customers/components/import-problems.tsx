import type { TImportRow } from '@domain/api/customer-import';
import Box from '@mui/material/Box';

/** A row's issues, one per line, each as "Column: message". */
export function ImportProblems({ issues }: { issues: TImportRow['issues'] }) {
  if (issues.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', color: 'error.main' }}>
      {issues.map((issue) => (
        <li key={`${issue.column}: ${issue.message}`}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {issue.column}:
          </Box>{' '}
          {issue.message}
        </li>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useText } from '../../../lib/text';
import { PROFILE_TEXT } from '../profile-text';

/** A definition list: label beside its value from the small-tablet width up, above it on a phone. */
export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' } }}>
      {children}
    </Box>
  );
}

type DetailRowProps = { label: string; value?: string; children?: ReactNode };

/** Shows `children`, else `value`, else a quiet 'Not provided' so an empty field reads as a choice. */
export function DetailRow({ label, value, children }: DetailRowProps) {
  const rowSx = { py: { xs: 0.5, sm: 1.25 }, borderTop: 1, borderColor: 'divider' } as const;
  const { summary } = useText(PROFILE_TEXT);
  const text = value?.trim() ? value : null;
  return (
    <>
      <Box component="dt" sx={{ ...rowSx, pt: { xs: 1.25, sm: 1.25 }, pr: 2 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {label}
        </Typography>
      </Box>
      <Box
        component="dd"
        sx={{ ...rowSx, m: 0, pb: 1.25, borderTop: { xs: 0, sm: 1 }, borderColor: { sm: 'divider' } }}
      >
        {children ?? (
          <Typography
            sx={{
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              color: text ? undefined : 'text.disabled',
            }}
          >
            {text ?? summary.notProvided}
          </Typography>
        )}
      </Box>
    </>
  );
}

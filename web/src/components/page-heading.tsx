import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

type PageHeadingProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** The one h1 of a page; it also names the browser tab. */
export function PageHeading({ title, description, actions }: PageHeadingProps) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: { xs: 3, md: 4 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.625rem', md: '2rem' } }}>
          {title}
        </Typography>
        {description ? (
          // A description with blocks of its own (a status chip) is a div: a paragraph cannot hold them.
          <Typography
            component={typeof description === 'string' ? 'p' : 'div'}
            sx={{ mt: 0.75, maxWidth: '65ch', color: 'text.secondary' }}
          >
            {description}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';

export const MAIN_CONTENT_ID = 'main-content';

/** Lets keyboard users jump past the header and navigation; visible only while focused. */
export function SkipLink() {
  const text = useText(COMPONENTS_TEXT);
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        left: 16,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-150%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {text.skipToContent}
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';

/** The spinner a page shows in place of its content while that content loads. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** What could not be loaded, in the server's words, with a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  const text = useText(COMPONENTS_TEXT);
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {text.tryAgain}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';

type Severity = 'success' | 'error' | 'info';
type Notice = { key: number; message: string; severity: Severity };

export type Notify = {
  success: (message: string) => void;
  error: (message: string) => void;
  info: (message: string) => void;
  /** A request that failed, as 'Error: ' and the server's message. */
  failed: (error: Error) => void;
};

const NotifyContext = createContext<Notify | null>(null);

const AUTO_HIDE_MS = 5000;

/**
 * One snackbar for the whole app ('Signin successful', 'Profile updated successfully', the server's
 * message on failure). A new message replaces the one on screen; it survives the navigation that often follows.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const text = useText(COMPONENTS_TEXT);

  const show = useCallback((severity: Severity, message: string) => {
    setNotice({ key: Date.now(), message, severity });
    setIsOpen(true);
  }, []);

  const notify = useMemo<Notify>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
      failed: (error) => show('error', text.failed(error.message)),
    }),
    [show, text],
  );

  return (
    <NotifyContext value={notify}>
      {children}
      <Snackbar
        key={notice?.key}
        open={isOpen}
        autoHideDuration={AUTO_HIDE_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setIsOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity={notice?.severity ?? 'info'}
          variant="filled"
          onClose={() => setIsOpen(false)}
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </NotifyContext>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs NotificationsProvider (AppProviders) above it');
  return notify;
}

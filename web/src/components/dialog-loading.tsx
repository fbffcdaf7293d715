import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useText } from '../lib/text';
import { COMPONENTS_TEXT } from './components-text';

/** Shown the first time a lazily loaded dialog is opened, while its code arrives. */
export function DialogLoading() {
  const text = useText(COMPONENTS_TEXT);
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label={text.loading} />
    </Backdrop>
  );
}

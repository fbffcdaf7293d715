import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown the first time a lazily loaded dialog is opened, while its code arrives. */
export function DialogLoading() {
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress color="inherit" aria-label="Loading" />
    </Backdrop>
  );
}

import type { TPaymentExportQuery } from '@domain/api/payment-export';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, useState } from 'react';
import { useNotify } from '../../../components/notifications';
import { lazyPart } from '../../../lib/lazy-part';
import { useText } from '../../../lib/text';
import { useExportPaysheet } from '../api/export-paysheet';
import { DASHBOARD_TEXT } from '../dashboard-text';

const ExportMenuList = lazyPart(() => import('./export-menu-list'));

/** Exports the payment history of the current month, the previous one, or a chosen one, as Excel. */
export function ExportMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's code arrives when it is first opened; it then stays, so it closes with its transition.
  const [hasOpened, setHasOpened] = useState(false);
  const [isChoosing, setChoosing] = useState(false);
  const notify = useNotify();
  const exporting = useExportPaysheet();
  const text = useText(DASHBOARD_TEXT);

  function exportMonth(range: TPaymentExportQuery) {
    setAnchor(null);
    setChoosing(false);
    exporting.mutate(range, {
      onSuccess: (fileName) => notify.success(text.downloaded(fileName)),
      onError: (error) => notify.error(error.message),
    });
  }

  return (
    <>
      <Button
        variant="outlined"
        startIcon={
          exporting.isPending ? (
            <CircularProgress size={18} aria-label={text.exporting} />
          ) : (
            <FileDownloadOutlinedIcon />
          )
        }
        disabled={exporting.isPending}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={ExportMenuList.preload}
        onFocus={ExportMenuList.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setHasOpened(true);
        }}
      >
        {text.export}
      </Button>
      {hasOpened ? (
        <Suspense fallback={null}>
          <ExportMenuList
            anchor={anchor}
            isChoosing={isChoosing}
            onClose={() => setAnchor(null)}
            onChoose={() => {
              setAnchor(null);
              setChoosing(true);
            }}
            onCloseChoice={() => setChoosing(false)}
            onExport={exportMonth}
          />
        </Suspense>
      ) : null}
    </>
  );
}

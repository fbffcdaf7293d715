import { monthRangeOf, type TPaymentExportQuery } from '@domain/api/payment-export';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useNotify } from '../../../components/notifications';
import { useText } from '../../../lib/text';
import { useExportPaysheet } from '../api/export-paysheet';
import { DASHBOARD_TEXT } from '../dashboard-text';

const MonthDialog = lazy(() => import('./export-month-dialog'));

const DAY_FORMAT = 'YYYY-MM-DD';

/** Exports the payment history of the current month, the previous one, or a chosen one, as Excel. */
export function ExportMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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

  const thisMonth = dayjs();
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
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {text.export}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => exportMonth(monthRangeOf(thisMonth.format(DAY_FORMAT)))}>
          {text.currentMonth(thisMonth.format('MMMM YYYY'))}
        </MenuItem>
        <MenuItem
          onClick={() => exportMonth(monthRangeOf(thisMonth.subtract(1, 'month').format(DAY_FORMAT)))}
        >
          {text.previousMonth(thisMonth.subtract(1, 'month').format('MMMM YYYY'))}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChoosing(true);
          }}
        >
          {text.chooseMonth}
        </MenuItem>
      </Menu>
      {isChoosing ? (
        <Suspense fallback={null}>
          <MonthDialog
            onClose={() => setChoosing(false)}
            onExport={(month) => exportMonth(monthRangeOf(month))}
          />
        </Suspense>
      ) : null}
    </>
  );
}

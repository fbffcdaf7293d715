import { monthRangeOf, type TPaymentExportQuery } from '@domain/api/payment-export';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import dayjs from 'dayjs';
import { lazy, Suspense } from 'react';
import { useText } from '../../../lib/text';
import { DASHBOARD_TEXT } from '../dashboard-text';

const MonthDialog = lazy(() => import('./export-month-dialog'));

const DAY_FORMAT = 'YYYY-MM-DD';

export type ExportMenuListProps = {
  anchor: HTMLElement | null;
  isChoosing: boolean;
  onClose: () => void;
  onChoose: () => void;
  onCloseChoice: () => void;
  onExport: (range: TPaymentExportQuery) => void;
};

/**
 * The export's months (this one, the previous one, or one chosen in a dialog), loaded the first
 * time the Export button is pressed.
 */
export default function ExportMenuList({
  anchor,
  isChoosing,
  onClose,
  onChoose,
  onCloseChoice,
  onExport,
}: ExportMenuListProps) {
  const text = useText(DASHBOARD_TEXT);
  const thisMonth = dayjs();
  return (
    <>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
        <MenuItem onClick={() => onExport(monthRangeOf(thisMonth.format(DAY_FORMAT)))}>
          {text.currentMonth(thisMonth.format('MMMM YYYY'))}
        </MenuItem>
        <MenuItem onClick={() => onExport(monthRangeOf(thisMonth.subtract(1, 'month').format(DAY_FORMAT)))}>
          {text.previousMonth(thisMonth.subtract(1, 'month').format('MMMM YYYY'))}
        </MenuItem>
        <MenuItem onClick={onChoose}>{text.chooseMonth}</MenuItem>
      </Menu>
      {isChoosing ? (
        <Suspense fallback={null}>
          <MonthDialog onClose={onCloseChoice} onExport={(month) => onExport(monthRangeOf(month))} />
        </Suspense>
      ) : null}
    </>
  );
}

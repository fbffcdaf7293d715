import type { AgeingSort, SortOrder, TAgeing } from '@domain/api/reports';
import type { DuesRow } from './dues-rows';

/** What the table and the cards both take: the report's rows, its sort, and the flats chosen. */
export type DuesRowsProps = {
  report: TAgeing;
  rows: readonly DuesRow[];
  sort: AgeingSort;
  order: SortOrder;
  onSort: (sort: AgeingSort) => void;
  selected: ReadonlySet<string>;
  onToggle: (customerId: string) => void;
  onToggleAll: (isChecked: boolean) => void;
};

/** The choose-all checkbox: ticked when every flat shown is chosen, half when some are. */
export function allChosenState(report: TAgeing, selected: ReadonlySet<string>) {
  const chosen = report.flats.filter((flat) => selected.has(flat.customerId)).length;
  return {
    checked: chosen > 0 && chosen === report.flats.length,
    indeterminate: chosen > 0 && chosen < report.flats.length,
  };
}

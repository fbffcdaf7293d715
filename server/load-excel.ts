/**
 * ExcelJS, loaded the first time a spreadsheet is read or written: it weighs about 20 MB, which a
 * server that never imports customers or exports a paysheet should not carry from start-up.
 */
export function loadExcel() {
  return import('exceljs');
}

/** Excel's Text format: a name such as `=HYPERLINK(…)` shows as written and never runs, even once edited. */
export const TEXT_FORMAT = '@';
/** Rupees with Indian grouping (₹1,23,456.00), the cell still a number that adds up. */
export const RUPEES_FORMAT = '"₹"#,##,##0.00';

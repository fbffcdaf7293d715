/**
 * ExcelJS, loaded the first time a spreadsheet is read or written: it weighs about 20 MB, which a
 * server that never imports customers or exports a paysheet should not carry from start-up.
 */
export function loadExcel() {
  return import('exceljs');
}

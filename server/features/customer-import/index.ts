// What other features may use of customer import: reading an uploaded CSV or .xlsx as rows of text
// cells, with the same limits and the same refusal of formulas.

export type { SheetCell, SheetRow } from './sheet-table';
export { readSpreadsheet } from './spreadsheet';

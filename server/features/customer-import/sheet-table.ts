/** One cell as written in the file; a formula is flagged, never evaluated or trusted for its result. */
export type SheetCell = { text: string; isFormula: boolean };

/** A row that holds something, with its number in the file (1 is the header), as people count rows. */
export type SheetRow = { number: number; cells: SheetCell[] };

/*
 * How a bill's GST is named on a tax invoice: within the supplier's own state it is central and state
 * GST in equal halves (CGST + SGST); supplied to another state it is integrated GST (IGST). A bill keeps
 * the single GST figure it was issued with: it is shown in halves only where they are exact, never
 * recomputed.
 */

export type TaxSplit =
  | { kind: 'cgst-sgst'; cgstPaise: number; sgstPaise: number }
  | { kind: 'igst'; igstPaise: number };

/**
 * The split of a bill's GST, or null when it has none to show (no GST, the supplier's state not known,
 * or halves that would not be exact to the paisa). A bill issued before places of supply were kept
 * was a bill of the business's own flats: supplied in its own state.
 */
export function taxSplitOf(
  bill: { gstPaise: number; placeOfSupply: string | null },
  supplierState: string | null,
): TaxSplit | null {
  if (bill.gstPaise <= 0 || !supplierState) return null;
  const placeOfSupply = bill.placeOfSupply ?? supplierState;
  if (placeOfSupply !== supplierState) return { kind: 'igst', igstPaise: bill.gstPaise };
  if (bill.gstPaise % 2 !== 0) return null;
  return { kind: 'cgst-sgst', cgstPaise: bill.gstPaise / 2, sgstPaise: bill.gstPaise / 2 };
}

/** One tax line of a bill's summary: 'CGST(9%)' and its amount in paise. */
export type GstLine = { label: string; paise: number };

/**
 * The tax lines a bill's summary shows, its page and its PDF alike: CGST and SGST at half the rate
 * each, IGST at the whole rate, or the single 'GST' line where the bill has no split. `percent` writes
 * a rate as the document prints it (18 → '18', 2.5 → '2.5').
 */
export function gstLinesOf(
  bill: { gstPaise: number; ratePercent: number },
  split: TaxSplit | null,
  percent: (value: number) => string,
): GstLine[] {
  const half = percent(bill.ratePercent / 2);
  if (split?.kind === 'cgst-sgst') {
    return [
      { label: `CGST(${half}%)`, paise: split.cgstPaise },
      { label: `SGST(${half}%)`, paise: split.sgstPaise },
    ];
  }
  const whole = percent(bill.ratePercent);
  if (split?.kind === 'igst') return [{ label: `IGST(${whole}%)`, paise: split.igstPaise }];
  return [{ label: `GST(${whole}%)`, paise: bill.gstPaise }];
}

/**
 * The tax lines of a bill taxed line by line, from its summary by rate: CGST and SGST at half of each
 * rate, or IGST at it ('CGST(2.5%)', 'SGST(2.5%)', 'CGST(9%)', …), lowest rate first.
 */
export function gstLinesOfSummary(
  summary: ReadonlyArray<{ rate: number; cgst: number; sgst: number; igst: number }>,
  percent: (value: number) => string,
): GstLine[] {
  return summary.flatMap((row) => {
    const lines: GstLine[] = [];
    if (row.cgst > 0 || row.sgst > 0) {
      const half = percent(row.rate / 2);
      lines.push({ label: `CGST(${half}%)`, paise: row.cgst }, { label: `SGST(${half}%)`, paise: row.sgst });
    }
    if (row.igst > 0) lines.push({ label: `IGST(${percent(row.rate)}%)`, paise: row.igst });
    return lines;
  });
}

/** The split a bill taxed line by line shows: the sums of its lines' CGST and SGST, or of their IGST. */
export function taxSplitOfSummary(
  summary: ReadonlyArray<{ cgst: number; sgst: number; igst: number }>,
): TaxSplit | null {
  const sum = (pick: (row: { cgst: number; sgst: number; igst: number }) => number) =>
    summary.reduce((total, row) => total + pick(row), 0);
  const [cgst, sgst, igst] = [sum((row) => row.cgst), sum((row) => row.sgst), sum((row) => row.igst)];
  if (igst > 0) return { kind: 'igst', igstPaise: igst };
  if (cgst > 0 || sgst > 0) return { kind: 'cgst-sgst', cgstPaise: cgst, sgstPaise: sgst };
  return null;
}

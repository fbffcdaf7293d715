// Where an invoice line's quantity comes from. Most charges of a society are per sq.ft of the flat
// (maintenance, sinking fund), so that is the default; others are a fixed amount per flat (parking
// ₹500, a festival fund), billed as a typed quantity × the price.

export const LINE_BASES = ['area', 'fixed'] as const;
export type LineBasis = (typeof LINE_BASES)[number];

/** A line with no basis (old clients, lines stored before there was a choice) is per sq.ft. */
export const DEFAULT_LINE_BASIS: LineBasis = 'area';

/** A fixed line's quantity when none is typed: one parking slot, one festival fund. */
export const DEFAULT_FIXED_QUANTITY = 1;

/** The largest typed quantity, as the largest flat area: far above any real count, far below overflow. */
export const MAX_FIXED_QUANTITY = 1_000_000;

/** A line's basis, with the typed quantity a fixed line carries (in whatever unit the caller holds it). */
export type LineQuantity<Quantity> = { basis: 'area' } | { basis: 'fixed'; quantity: Quantity };

/** The quantity a line is billed for: the flat's area for a per-sq.ft line, the typed one for a fixed line. */
export function billedQuantity<Quantity>(line: LineQuantity<Quantity>, area: Quantity): Quantity {
  return line.basis === 'fixed' ? line.quantity : area;
}

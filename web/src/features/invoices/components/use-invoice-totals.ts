import { useWatch } from 'react-hook-form';
import { computeDecimalInvoiceTotals } from '../../../../../domain/invoice-math';
import type { InvoiceFormControl, InvoiceItemValues } from './invoice-form-schema';

export type LiveTotals = { amounts: Array<number | null>; subTotal: number; vat: number; total: number };

function numberOrZero(text: string): number {
  const value = Number(text.trim() === '' ? 0 : text);
  return Number.isFinite(value) ? value : 0;
}

function figuresOf(item: InvoiceItemValues, quantity: number) {
  return {
    quantity,
    unitPrice: numberOrZero(item.unitPrice),
    discount: numberOrZero(item.discount),
    overDues: numberOrZero(item.overDues),
  };
}

/** One line's amount, or null while its figures are not yet valid (a half-typed or out-of-range value). */
function lineAmount(item: InvoiceItemValues, quantity: number): number | null {
  try {
    return computeDecimalInvoiceTotals([figuresOf(item, quantity)], 0).items[0]?.amount ?? null;
  } catch {
    return null;
  }
}

/**
 * The amounts the server will compute, recomputed as the owner types, with the same domain/ arithmetic
 * (SPEC §2: the summary updates live). Lines that are not yet valid count as nothing until they are.
 */
export function useInvoiceTotals(control: InvoiceFormControl): LiveTotals {
  const [items, rates, client] = useWatch({ control, name: ['items', 'rates', 'client'] });
  const quantity = client?.flatarea ?? 0;
  const amounts = items.map((item) => lineAmount(item, quantity));
  const valid = items.filter((_item, index) => amounts[index] !== null);
  try {
    const totals = computeDecimalInvoiceTotals(
      valid.map((item) => figuresOf(item, quantity)),
      numberOrZero(rates),
    );
    return { amounts, subTotal: totals.subTotal, vat: totals.vat, total: totals.total };
  } catch {
    return { amounts, subTotal: 0, vat: 0, total: 0 };
  }
}

import type { TMemberPortal } from '@domain/api/portal';
import { fromPaise, toPaise } from '@domain/money';

/**
 * What the Pay button pays: the balance brought forward and the oldest `count` bills. Money on
 * account pays oldest first, so a choice is always the oldest bills: choosing one chooses every older
 * one, leaving one out leaves out every newer one.
 */
export function selectionAmount(portal: TMemberPortal, count: number): number {
  const bills = portal.bills.slice(0, count).reduce((sum, bill) => sum + toPaise(bill.balanceDue), 0);
  return fromPaise(toPaise(portal.openingDue) + bills);
}

/** The count after a bill at `index` is ticked or unticked. */
export function countAfter(index: number, isSelected: boolean): number {
  return isSelected ? index + 1 : index;
}

/** The least another amount may be: the oldest thing owed, and never below ₹1. */
export function leastAmount(portal: TMemberPortal): number {
  return Math.max(portal.openingDue > 0 ? portal.openingDue : (portal.bills[0]?.balanceDue ?? 0), 1);
}

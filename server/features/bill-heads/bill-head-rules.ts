import type { BillHeadRule } from '@domain/bill-heads';
import type { BillHead } from './bill-heads.repository';

/** A stored head as domain/bill-heads.ts computes with it. */
export function billHeadRuleOf(head: BillHead): BillHeadRule {
  return {
    id: head.id,
    name: head.name,
    basis: head.basis,
    rate: head.rateHundredths,
    percentOf: head.percentOf,
    appliesTo: head.appliesTo,
    limit: head.limit,
    overrides: new Map(head.overrides.map((override) => [override.customerId, override.rateHundredths])),
  };
}

import {
  DEFAULT_HEAD_GST_RATE,
  type TBillHead,
  type TBillHeadInput,
  type TBillHeadUpdate,
  type THeadLimit,
  ZBillHeadInput,
} from '@domain/api/bill-heads';
import type { BillHeadBasis, GstTreatment, HeadOccupancyFilter } from '@domain/bill-heads';
import { DEFAULT_HSN } from '@domain/constants';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';

export type LimitKind = THeadLimit['kind'];

/** What the boxes hold: numbers as typed text; the limit's block and flats kept while another kind is chosen. */
export type BillHeadFormValues = {
  name: string;
  basis: BillHeadBasis;
  rate: string;
  percentOf: string[];
  appliesTo: HeadOccupancyFilter;
  gstTreatment: GstTreatment;
  /** One of the GST slabs, as its option's value ('18'). */
  gstRate: string;
  hsn: string;
  active: boolean;
  limit: { kind: LimitKind; block: string; flats: string[] };
  overrides: Array<{ flat: string; rate: string }>;
};

export function billHeadFormDefaults(head: TBillHead | null): BillHeadFormValues {
  if (!head) {
    return {
      name: '',
      basis: 'area',
      rate: '',
      percentOf: [],
      appliesTo: 'all',
      gstTreatment: 'taxable',
      gstRate: String(DEFAULT_HEAD_GST_RATE),
      hsn: DEFAULT_HSN,
      active: true,
      limit: { kind: 'all', block: '', flats: [] },
      overrides: [],
    };
  }
  return {
    name: head.name,
    basis: head.basis,
    rate: String(head.rate),
    percentOf: head.percentOf,
    appliesTo: head.appliesTo,
    gstTreatment: head.gstTreatment,
    gstRate: String(head.gstRate),
    hsn: head.hsn,
    active: head.active,
    limit: {
      kind: head.limit.kind,
      block: head.limit.kind === 'block' ? head.limit.block : '',
      flats: head.limit.kind === 'flats' ? head.limit.flats : [],
    },
    overrides: head.overrides.map((override) => ({ flat: override.flat, rate: String(override.rate) })),
  };
}

/** A plain decimal as people type it; anything else (an empty box too) is NaN, which the API's rule names. */
function numberFromText(text: string): number {
  const trimmed = text.trim();
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function limitOf({ kind, block, flats }: BillHeadFormValues['limit']): THeadLimit {
  if (kind === 'block') return { kind, block };
  if (kind === 'flats') return { kind, flats };
  return { kind };
}

/** The request body the form's values make (everything but the order, which the list's arrows set). */
export function toBillHeadInput(values: BillHeadFormValues): TBillHeadInput {
  return {
    name: values.name,
    basis: values.basis,
    rate: numberFromText(values.rate),
    // Only a percentage is of other heads; a choice left from before the basis changed is not sent.
    percentOf: values.basis === 'percent' ? values.percentOf : [],
    appliesTo: values.appliesTo,
    gstTreatment: values.gstTreatment,
    gstRate: numberFromText(values.gstRate),
    hsn: values.hsn,
    active: values.active,
    limit: limitOf(values.limit),
    overrides: values.overrides.map((override) => ({
      flat: override.flat,
      rate: numberFromText(override.rate),
    })),
  };
}

const OVERRIDE_FIELD = /^overrides\.(\d+)\.(flat|rate)$/;

/**
 * The form's field for an API error's path: a list's entry ('percentOf.0', 'limit.flats.2') is shown
 * under the list's own box.
 */
export function billHeadFieldOf(path: string): FieldPath<BillHeadFormValues> | undefined {
  if (path === 'percentOf' || path.startsWith('percentOf.')) return 'percentOf';
  if (path === 'limit.flats' || path.startsWith('limit.flats.')) return 'limit.flats';
  if (path === 'limit.block') return 'limit.block';
  if (OVERRIDE_FIELD.test(path)) return path as FieldPath<BillHeadFormValues>;
  const top = ['name', 'basis', 'rate', 'appliesTo', 'gstTreatment', 'gstRate', 'hsn', 'active'] as const;
  return (top as readonly string[]).includes(path) ? (path as (typeof top)[number]) : undefined;
}

/**
 * The form is checked by the API's own request schema, so the browser and the server give the same
 * messages; an override row without its flat is asked for one (`chooseFlat`, in the page's language)
 * rather than told the flat does not exist.
 */
export const billHeadFormSchema = (chooseFlat: string) =>
  z.custom<BillHeadFormValues>().transform((values, context) => {
    const payload = toBillHeadInput(values);
    const unchosen = new Set<string>();
    for (const [index, override] of values.overrides.entries()) {
      if (override.flat) continue;
      const path = `overrides.${index}.flat`;
      unchosen.add(path);
      context.addIssue({ code: 'custom', path: ['overrides', index, 'flat'], message: chooseFlat });
    }
    const reported = new Set<string>();
    for (const issue of ZBillHeadInput.safeParse(payload).error?.issues ?? []) {
      const field = billHeadFieldOf(issue.path.join('.'));
      // One message per box: a list's first problem, and nothing more for a row already asked for its flat.
      if (!field || reported.has(field) || unchosen.has(field)) continue;
      reported.add(field);
      context.addIssue({ code: 'custom', path: field.split('.'), message: issue.message });
    }
    return payload;
  });

/** Only what differs from the stored head, so a save never rewrites what someone else changed meanwhile. */
export function toBillHeadChanges(input: TBillHeadInput, head: TBillHead): TBillHeadUpdate {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(input)) {
    if (JSON.stringify(value) !== JSON.stringify(head[field as keyof TBillHead])) changes[field] = value;
  }
  return changes as TBillHeadUpdate;
}

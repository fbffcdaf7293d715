import type { TBillingRun } from '@domain/api/billing-runs';
import type { Catalogue } from '../../../lib/text';
import { plural } from '../components/billing-words';
import type { RunStepKey } from '../components/run-stepper';

/** A billing run's words wherever it is shown: its state, the flats it bills and its steps. */
const EN = {
  statuses: {
    draft: 'Draft',
    publishing: 'Publishing',
    published: 'Published',
  } satisfies Record<TBillingRun['status'], string>,
  flats: {
    all: 'All flats',
    block: (block: string) => `Block ${block}`,
    chosen: (count: number) => plural(count, 'chosen flat', 'chosen flats'),
  },
  stepsLabel: 'Billing run steps',
  steps: {
    choices: 'Period and flats',
    preview: 'Preview',
    publish: 'Publish',
    send: 'Send',
  } satisfies Record<RunStepKey, string>,
};

export type RunText = typeof EN;

export const RUN_TEXT: Catalogue<RunText> = { en: EN };

import { type TGstSettings, ZGstSettings } from '@domain/api/gst-settings';
import type { RwaMode } from '@domain/housing-society';
import { z } from 'zod';

/** What the form holds: the threshold as typed (Indian grouping allowed: '20,00,000'). */
export type GstSettingsFormValues = {
  housingSociety: boolean;
  rwaMode: RwaMode;
  turnoverThreshold: string;
  roundOff: boolean;
};

/** Rupees as people type them, commas and spaces left out; anything else (an empty box too) is NaN. */
export function rupeesFromText(text: string): number {
  const plain = text.replace(/[\s,]/g, '');
  return /^(\d+(\.\d*)?|\.\d+)$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The API's own schema, the threshold read from its text first: the browser and the server say the same. */
export const ZGstSettingsForm = ZGstSettings.extend({
  turnoverThreshold: z.string().transform(rupeesFromText).pipe(ZGstSettings.shape.turnoverThreshold),
}) satisfies z.ZodType<TGstSettings, GstSettingsFormValues>;

export function gstSettingsFormValuesOf(settings: TGstSettings): GstSettingsFormValues {
  return { ...settings, turnoverThreshold: String(settings.turnoverThreshold) };
}

const FIELDS = ['housingSociety', 'rwaMode', 'turnoverThreshold', 'roundOff'] as const;

/** The form's field for an API error's path; every field of the request is one of the form's. */
export function gstSettingsFieldOf(path: string): keyof GstSettingsFormValues | undefined {
  return FIELDS.find((field) => field === path);
}

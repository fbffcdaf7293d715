import { describe, expect, it } from 'vitest';
import { businessStateOf, GST_STATES, gstStateLabel, isGstStateCode, placeOfSupplyOf } from './gst-states';

describe('GST states', () => {
  it('names every code a GSTIN may start with, once', () => {
    expect(GST_STATES).toHaveLength(40);
    expect(new Set(GST_STATES.map((state) => state.code)).size).toBe(40);
    expect(gstStateLabel('27')).toBe('Maharashtra (27)');
    expect(gstStateLabel('37')).toBe('Andhra Pradesh (37)');
    expect([isGstStateCode('38'), isGstStateCode('39'), isGstStateCode('7')]).toEqual([true, false, false]);
  });

  it('takes a business’s state from its GSTIN, else from the state it chose', () => {
    expect(businessStateOf({ gstin: '27AAPFU0939F1ZV', stateCode: '29' })).toBe('27');
    expect(businessStateOf({ gstin: null, stateCode: '29' })).toBe('29');
    expect(businessStateOf({ gstin: '', stateCode: null })).toBeNull();
  });

  it('supplies a flat’s bill where the flat is, and any other bill to its client’s state', () => {
    const karnatakaClient = '29AAPFU0939F1ZR';
    expect(placeOfSupplyOf('27', { flat: 'B-402', gstin: karnatakaClient })).toBe('27');
    expect(placeOfSupplyOf('27', { flat: '', gstin: karnatakaClient })).toBe('29');
    expect(placeOfSupplyOf('27', { flat: ' ', gstin: null })).toBe('27');
    expect(placeOfSupplyOf(null, { flat: '', gstin: null })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  businessStateOf,
  GST_STATES,
  gstStateLabel,
  gstStateOfText,
  isGstStateCode,
  placeOfSupplyOf,
} from './gst-states';

describe('GST states', () => {
  it('names every code a GSTIN may start with, once', () => {
    expect(GST_STATES).toHaveLength(40);
    expect(new Set(GST_STATES.map((state) => state.code)).size).toBe(40);
    expect(gstStateLabel('27')).toBe('Maharashtra (27)');
    expect(gstStateLabel('37')).toBe('Andhra Pradesh (37)');
    expect([isGstStateCode('38'), isGstStateCode('39'), isGstStateCode('7')]).toEqual([true, false, false]);
  });

  it('reads a state typed in a file by its code, its name or its label', () => {
    expect(['27', '7', ' maharashtra ', 'Tamil  Nadu', 'Goa (30)', 'Delhi'].map(gstStateOfText)).toEqual([
      '27',
      '07',
      '27',
      '33',
      '30',
      '07',
    ]);
    expect(['39', '027', 'Bombay', 'Goa (27)', '', 'Maharashtra 27'].map(gstStateOfText)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes a business’s state from its GSTIN, else from the state it chose', () => {
    expect(businessStateOf({ gstin: '27AAPFU0939F1ZV', stateCode: '29' })).toBe('27');
    expect(businessStateOf({ gstin: null, stateCode: '29' })).toBe('29');
    expect(businessStateOf({ gstin: '', stateCode: null })).toBeNull();
  });

  it('supplies a flat’s bill where the flat is, and any other bill to its client’s state', () => {
    const karnatakaClient = '29AAPFU0939F1ZR';
    expect(placeOfSupplyOf('27', { flat: 'B-402', gstin: karnatakaClient, stateCode: null })).toBe('27');
    expect(placeOfSupplyOf('27', { flat: 'B-402', gstin: karnatakaClient, stateCode: '30' })).toBe('30');
    expect(placeOfSupplyOf('27', { flat: '', gstin: karnatakaClient, stateCode: null })).toBe('29');
    expect(placeOfSupplyOf('27', { flat: '', gstin: karnatakaClient, stateCode: '30' })).toBe('29');
    expect(placeOfSupplyOf('27', { flat: '', gstin: null, stateCode: '33' })).toBe('33');
    expect(placeOfSupplyOf('27', { flat: ' ', gstin: null, stateCode: null })).toBe('27');
    expect(placeOfSupplyOf(null, { flat: '', gstin: null, stateCode: null })).toBeNull();
  });
});

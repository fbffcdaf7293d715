import { describe, expect, it } from 'vitest';
import { niceTicks } from './chart-scale';

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten, ending at or just above the largest value', () => {
    expect(niceTicks(1000)).toEqual([0, 200, 400, 600, 800, 1000]);
    expect(niceTicks(3540)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(niceTicks(1500)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(145000.5)).toEqual([0, 50000, 100000, 150000]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('takes the smaller step when the rough one is a nice one already', () => {
    expect(niceTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(niceTicks(50000)).toEqual([0, 10000, 20000, 30000, 40000, 50000]);
  });

  it('gives fractions without rounding noise', () => {
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('gives about as many ticks as asked', () => {
    expect(niceTicks(100, 2)).toEqual([0, 50, 100]);
    expect(niceTicks(100, 10)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('is the zero line alone when there is nothing to show', () => {
    expect(niceTicks(0)).toEqual([0]);
    expect(niceTicks(Number.NaN)).toEqual([0]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatSortKey } from './natural-sort';

type Flat = [string, string, string];

function sortFlats(flats: Flat[]): Flat[] {
  return [...flats].sort((first, second) => {
    const a = flatSortKey(...first);
    const b = flatSortKey(...second);
    return a < b ? -1 : a > b ? 1 : 0;
  });
}

describe('flatSortKey', () => {
  it('orders flats by block, floor and flat, numbers as numbers', () => {
    const flats: Flat[] = [
      ['B', '1', 'B-1'],
      ['A', '10', 'A-1001'],
      ['A', '2', 'A-210'],
      ['A', '2', 'A-21'],
      ['A', '2', 'A-202'],
      ['A-1', '1', '1'],
      ['a', '1', '9'],
    ];
    expect(sortFlats(flats)).toEqual([
      ['a', '1', '9'],
      ['A', '2', 'A-21'],
      ['A', '2', 'A-202'],
      ['A', '2', 'A-210'],
      ['A', '10', 'A-1001'],
      ['A-1', '1', '1'],
      ['B', '1', 'B-1'],
    ]);
  });

  it('ignores case, surrounding spaces and leading zeros', () => {
    expect(flatSortKey(' Tower A ', '02', 'Flat 007')).toBe(flatSortKey('tower a', '2', 'flat 7'));
  });

  it('puts 2 before 10 whatever surrounds them', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.nat(10 ** 9), fc.string({ maxLength: 5 }), (first, second, prefix) => {
        const safe = prefix.replace(/\d/g, '');
        const a = flatSortKey('A', '1', `${safe}${first}`);
        const b = flatSortKey('A', '1', `${safe}${second}`);
        expect(Math.sign(first - second)).toBe(a < b ? -1 : a > b ? 1 : 0);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GSTIN_LENGTH, gstinChecksumCharacter, gstinStateCode, isValidGstin, normalizeGstin } from './gstin';

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const KNOWN_VALID = '27AAPFU0939F1ZV';

// Luhn mod N as usually written (from the right, doubling first), to check the implementation
// against a second formulation rather than against itself.
function referenceCheckCharacter(first14: string): string {
  let sum = 0;
  let factor = 2;
  for (let index = first14.length - 1; index >= 0; index -= 1) {
    const addend = factor * CHARACTERS.indexOf(first14.charAt(index));
    sum += Math.floor(addend / 36) + (addend % 36);
    factor = factor === 2 ? 1 : 2;
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

const withChecksum = (first14: string) => first14 + gstinChecksumCharacter(first14);

const character = (alphabet: string) => fc.constantFrom(...alphabet);
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = '0123456789';
const stateCodes = [
  ...Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')),
  '97',
  '99',
];
const first14Arbitrary = fc
  .tuple(
    fc.constantFrom(...stateCodes),
    fc.array(character(letters), { minLength: 5, maxLength: 5 }),
    fc.array(character(digits), { minLength: 4, maxLength: 4 }),
    character(letters),
    character(CHARACTERS.slice(1)),
    character(CHARACTERS),
  )
  .map(([state, panLetters, panDigits, panLast, entity, reserved]) =>
    [state, ...panLetters, ...panDigits, panLast, entity, reserved].join(''),
  );

describe('gstinChecksumCharacter', () => {
  it.each([
    ['27AAPFU0939F1Z', 'V'],
    ['07AAGFF2194N1Z', '1'],
    ['33AACCM9093R1Z', 'P'],
  ])('%s → %s', (first14, expected) => {
    expect(gstinChecksumCharacter(first14)).toBe(expected);
  });

  it('agrees with the textbook Luhn mod 36', () => {
    fc.assert(
      fc.property(fc.array(character(CHARACTERS), { minLength: 14, maxLength: 14 }), (characters) => {
        const first14 = characters.join('');
        expect(gstinChecksumCharacter(first14)).toBe(referenceCheckCharacter(first14));
      }),
    );
  });

  it.each([['27AAPFU0939F1'], ['27AAPFU0939F1ZV'], ['27aapfu0939f1z'], ['27AAPFU0939F1-']])(
    'rejects %j',
    (text) => {
      expect(() => gstinChecksumCharacter(text)).toThrow(RangeError);
    },
  );
});

describe('isValidGstin', () => {
  it.each([[KNOWN_VALID], ['07AAGFF2194N1Z1'], ['33AACCM9093R1ZP']])('accepts %s', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('accepts lower case and surrounding spaces by normalising', () => {
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1Zv')).toBe(true);
  });

  it('rejects every single-character change of a valid GSTIN', () => {
    let variants = 0;
    for (let position = 0; position < GSTIN_LENGTH; position += 1) {
      for (const replacement of CHARACTERS) {
        if (replacement === KNOWN_VALID.charAt(position)) continue;
        const changed = KNOWN_VALID.slice(0, position) + replacement + KNOWN_VALID.slice(position + 1);
        expect(isValidGstin(changed), changed).toBe(false);
        variants += 1;
      }
    }
    expect(variants).toBe(15 * 35);
  });

  it('rejects a changed character anywhere in any valid GSTIN', () => {
    fc.assert(
      fc.property(
        first14Arbitrary,
        fc.integer({ min: 0, max: 14 }),
        character(CHARACTERS),
        (first14, position, replacement) => {
          const gstin = withChecksum(first14);
          fc.pre(gstin.charAt(position) !== replacement);
          const changed = gstin.slice(0, position) + replacement + gstin.slice(position + 1);
          expect(isValidGstin(changed)).toBe(false);
        },
      ),
    );
  });

  it('accepts any well-formed prefix with its computed check character', () => {
    fc.assert(
      fc.property(first14Arbitrary, (first14) => {
        expect(isValidGstin(withChecksum(first14))).toBe(true);
        expect(isValidGstin(withChecksum(first14).toLowerCase())).toBe(true);
      }),
    );
  });

  it.each([['01'], ['09'], ['10'], ['29'], ['37'], ['38'], ['97'], ['99']])(
    'accepts state code %s',
    (state) => {
      expect(isValidGstin(withChecksum(`${state}AAPFU0939F1Z`))).toBe(true);
    },
  );

  it.each([['00'], ['39'], ['40'], ['96'], ['98'], ['A7']])(
    'rejects state code %s even with a correct check character',
    (state) => {
      const first14 = `${state}AAPFU0939F1Z`;
      expect(isValidGstin(first14 + referenceCheckCharacter(first14))).toBe(false);
    },
  );

  it.each([
    ['27AAPF00939F1Z', 'a digit among the PAN letters'],
    ['27AAPFUA939F1Z', 'a letter among the PAN digits'],
    ['27AAPFU093911Z', 'a digit as the last PAN character'],
    ['27AAPFU0939F0Z', 'entity number 0'],
  ])('rejects %s (%s) even with a correct check character', (first14) => {
    expect(isValidGstin(first14 + referenceCheckCharacter(first14))).toBe(false);
  });

  it('accepts a reserved character other than Z when the check character matches', () => {
    expect(isValidGstin(withChecksum('27AAPFU0939F1A'))).toBe(true);
  });

  it.each([[''], ['27AAPFU0939F1Z'], ['27AAPFU0939F1ZVV'], ['27AAPFU0939F1Z V'], ['27-AAPFU0939F1ZV']])(
    'rejects %j',
    (text) => {
      expect(isValidGstin(text)).toBe(false);
    },
  );
});

describe('normalizeGstin', () => {
  it('trims and upper-cases', () => {
    expect(normalizeGstin(' 27aapfu0939f1zv\n')).toBe(KNOWN_VALID);
    expect(normalizeGstin('')).toBe('');
  });
});

describe('gstinStateCode', () => {
  it('gives the state of a valid GSTIN only', () => {
    expect(gstinStateCode(KNOWN_VALID)).toBe('27');
    expect(gstinStateCode(' 07aagff2194n1z1')).toBe('07');
    expect(gstinStateCode('27AAPFU0939F1ZW')).toBeUndefined();
  });
});

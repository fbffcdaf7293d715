import { assertHundredths } from './decimal';
import type { Paise } from './money';

// Hindi names every number below a hundred with a word of its own, so they are listed, not composed.
const BELOW_HUNDRED = (
  'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस ' +
  'बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस इकतीस बत्तीस तैंतीस चौंतीस ' +
  'पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस ' +
  'अड़तालीस उनचास पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ ' +
  'चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर ' +
  'अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानवे ' +
  'बानवे तिरानवे चौरानवे पचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे'
).split(' ');

// Largest first; past a crore the count of crores is itself written in lakhs and thousands.
const SCALES = [
  { size: 10_000_000, name: 'करोड़' },
  { size: 100_000, name: 'लाख' },
  { size: 1_000, name: 'हज़ार' },
  { size: 100, name: 'सौ' },
];

function positiveInHindi(value: number): string {
  const words: string[] = [];
  let rest = value;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.size);
    if (count === 0) continue;
    words.push(`${positiveInHindi(count)} ${scale.name}`);
    rest %= scale.size;
  }
  if (rest > 0) words.push(BELOW_HUNDRED[rest] ?? '');
  return words.join(' ');
}

/** A whole number in Hindi words, grouped the Indian way: 123456 → 'एक लाख तेईस हज़ार चार सौ छप्पन'. */
export function numberInHindi(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Expected a non-negative integer, got ${value}`);
  return value === 0 ? (BELOW_HUNDRED[0] ?? '') : positiveInHindi(value);
}

/**
 * An amount in rupees as a Hindi receipt writes it:
 *   12345600 → 'एक लाख तेईस हज़ार चार सौ छप्पन रुपये मात्र'
 *   12345    → 'एक सौ तेईस रुपये और पैंतालीस पैसे मात्र',  0 → 'शून्य रुपये मात्र'.
 */
export function rupeesInHindi(paise: Paise): string {
  assertHundredths(paise, 'paise');
  if (paise < 0) throw new RangeError(`Expected a non-negative amount, got ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const whole = `${numberInHindi(rupees)} रुपये`;
  return rest === 0 ? `${whole} मात्र` : `${whole} और ${numberInHindi(rest)} पैसे मात्र`;
}

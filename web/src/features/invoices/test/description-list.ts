import { screen } from '@testing-library/react';

/** The label → value pairs of the description lists in the element named `label` (an aria-label). */
export function facts(label: string): Record<string, string> {
  const list = screen.getByLabelText(label);
  const terms = [...list.querySelectorAll('dt')].map((term) => term.textContent ?? '');
  const values = [...list.querySelectorAll('dd')].map((value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, values[index] ?? '']));
}

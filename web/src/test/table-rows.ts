import { screen } from '@testing-library/react';

/**
 * The text of each cell of each body row of the table named `name`. The table is found by its role
 * and name; its rows and cells are read through the table itself, since asking each of them for its
 * role computes the accessibility tree again, which is slow enough to matter in a long table.
 */
export function bodyCellTexts(name: string): string[][] {
  const table = screen.getByRole('table', { name }) as HTMLTableElement;
  return [...table.tBodies].flatMap((body) =>
    [...body.rows].map((row) => [...row.cells].map((cell) => cell.textContent ?? '')),
  );
}

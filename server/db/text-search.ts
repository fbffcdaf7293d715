import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * `text` as a LIKE pattern that finds it anywhere, in lower case; `\` escapes LIKE's wildcards, and the
 * ESCAPE clause that goes with it is spelled the same on SQLite and PostgreSQL.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * What people put between a block and a flat number, or inside one: 'A-101', 'A 101', 'A/101',
 * 'A.101'. A flat is searched with them left out on both sides, so each of those finds flat 101 of
 * block A, and flat 'A-101' too.
 */
const FLAT_SEPARATORS = [' ', '-', '/', '.', ',', '_', '#'];

/** `text` in lower case without the separators, as `compactSql` makes a column. */
function compactFlatText(text: string): string {
  return [...text.toLowerCase()].filter((character) => !FLAT_SEPARATORS.includes(character)).join('');
}

/** The SQL twin of compactFlatText: lower(), then each separator replaced by nothing. */
function compactSql(expression: RawBuilder<string>): RawBuilder<string> {
  return FLAT_SEPARATORS.reduce(
    (inner, separator) => sql<string>`replace(${inner}, ${sql.lit(separator)}, '')`,
    sql<string>`lower(${expression})`,
  );
}

/**
 * Whether a row's block and flat, run together, contain `text` once separators are left out on both
 * sides ('A-101', 'a101' and 'A 101' all find block A's flat 101). Flats are numbered, so only a text
 * with a digit is looked for (null otherwise), which spares every other search (a name) the string
 * work on each row.
 */
export function blockAndFlatContain(
  blockColumn: string,
  flatColumn: string,
  text: string,
): RawBuilder<SqlBool> | null {
  const compact = compactFlatText(text);
  if (!/\d/.test(compact)) return null;
  const blockAndFlat = compactSql(sql<string>`${sql.ref(blockColumn)} || ${sql.ref(flatColumn)}`);
  return sql<SqlBool>`${blockAndFlat} like ${containsPattern(compact)} escape '\\'`;
}

/**
 * Whether any of `columns` contains `text`, any case, or the block and flat columns run together do
 * (blockAndFlatContain). One LIKE over the columns joined by a line break, which a search can never
 * hold (control characters are refused), so no match spans two columns: cheaper than a LIKE on each.
 */
export function columnsOrFlatContain(
  columns: readonly string[],
  [blockColumn, flatColumn]: readonly [string, string],
  text: string,
): RawBuilder<SqlBool> {
  const fields = sql.join(
    columns.map((column) => sql.ref(column)),
    sql` || ${sql.lit('\n')} || `,
  );
  const conditions = [sql<SqlBool>`lower(${fields}) like ${containsPattern(text)} escape '\\'`];
  const blockAndFlat = blockAndFlatContain(blockColumn, flatColumn, text);
  if (blockAndFlat) conditions.push(blockAndFlat);
  return sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
}

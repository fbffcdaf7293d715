import {
  DEFAULT_NUMBERING,
  NUMBER_SERIES,
  type NumberSeries,
  type SeriesNumbering,
} from '@domain/fy-numbering';
import type { Executor } from '../../db/schema';

export type Numbering = Record<NumberSeries, SeriesNumbering>;

/** How the business numbers each series; a series it never set is continuous, with its default pattern. */
export async function findNumbering(db: Executor, businessId: string): Promise<Numbering> {
  const rows = await db
    .selectFrom('numbering_settings')
    .select(['series', 'mode', 'pattern'])
    .where('business_id', '=', businessId)
    .execute();
  const numbering = { ...DEFAULT_NUMBERING };
  for (const row of rows) numbering[row.series] = { mode: row.mode, pattern: row.pattern };
  return numbering;
}

/** How one series is numbered, read in the transaction that numbers a document. */
export async function findSeriesNumbering(
  db: Executor,
  businessId: string,
  series: NumberSeries,
): Promise<SeriesNumbering> {
  const row = await db
    .selectFrom('numbering_settings')
    .select(['mode', 'pattern'])
    .where('business_id', '=', businessId)
    .where('series', '=', series)
    .executeTakeFirst();
  return row ? { mode: row.mode, pattern: row.pattern } : DEFAULT_NUMBERING[series];
}

export async function saveNumbering(
  db: Executor,
  businessId: string,
  numbering: Numbering,
  now: string,
): Promise<void> {
  await db
    .insertInto('numbering_settings')
    .values(
      NUMBER_SERIES.map((series) => ({
        business_id: businessId,
        series,
        ...numbering[series],
        updated_at: now,
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['business_id', 'series']).doUpdateSet((eb) => ({
        mode: eb.ref('excluded.mode'),
        pattern: eb.ref('excluded.pattern'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

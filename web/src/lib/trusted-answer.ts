import type { z } from 'zod';

/**
 * An API answer as its contract types it, for the pages that have no form: the frame around every
 * signed-in page and the dashboard. The server sends every answer through the same schema before it
 * leaves, so the built app takes it as it is and these pages load no zod. Development and the tests
 * pass the schema (`import.meta.env.DEV && ZSchema`, which the build folds to `false` and drops) and
 * check the answer against it. Either way the answer itself is returned, so a contract used here must
 * not transform, default or coerce: the tests then see what the built app sees.
 */
export function trustedAnswer<Schema extends z.ZodType>(
  answer: unknown,
  schema: Schema | false,
): z.output<Schema> {
  if (schema) schema.parse(answer);
  return answer as z.output<Schema>;
}

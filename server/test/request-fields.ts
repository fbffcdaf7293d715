import type { z } from 'zod';

/** Where a field travels in a request. */
export type FieldLocation = 'body' | 'querystring' | 'params';
export type FieldPath = (string | number)[];
/**
 * A field of one variant of a discriminated union sits in an object that `variant` starts afresh
 * (its discriminator set), so the other variants' fields in the base do not answer for it.
 */
export type TextField = {
  location: FieldLocation;
  path: FieldPath;
  variant?: { path: FieldPath; start: Record<string, unknown> };
};

/**
 * Objects whose fields a transform reads out of sight of the schema's shape (a loose object parsed
 * again inside a transform), by the path they sit at: the walker goes through these instead.
 */
export type HiddenShapes = Record<string, z.ZodType[]>;

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  discriminator?: string;
  coerce?: boolean;
  values?: unknown[];
};

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);
const NO_TEXT = new Set(['number', 'boolean', 'unknown', 'any', 'never', 'undefined', 'null', 'transform']);

export function pathKey(path: FieldPath): string {
  return path.join('.');
}

/**
 * Every place a request schema takes text: strings of any format, enums and string literals, and the
 * numbers a query string or path coerces from text. Nested objects and arrays are walked (an array's
 * element at index 0). A construct the walker does not know, or an object that takes fields it cannot
 * see, is an error: a new kind of field must be taught to the walker rather than slip past it.
 */
export function textFieldsOf(
  schema: z.ZodType,
  location: FieldLocation,
  hidden: HiddenShapes = {},
  path: FieldPath = [],
): TextField[] {
  const def = defOf(schema);
  const here = (): TextField[] => [{ location, path }];
  if (def.type === 'string' || def.type === 'enum' || def.type === 'template_literal') return here();
  if (def.type === 'literal') return def.values?.some((value) => typeof value === 'string') ? here() : [];
  if (def.type === 'number' || def.type === 'bigint' || def.type === 'date') {
    return def.coerce && location !== 'body' ? here() : [];
  }
  if (NO_TEXT.has(def.type)) return [];
  if (WRAPPERS.has(def.type) && def.innerType) return textFieldsOf(def.innerType, location, hidden, path);
  const walk = (inner: z.ZodType | undefined, innerPath = path) =>
    inner ? textFieldsOf(inner, location, hidden, innerPath) : [];
  switch (def.type) {
    case 'object': {
      const fields = Object.entries(def.shape ?? {}).flatMap(([key, value]) => walk(value, [...path, key]));
      const catchall = def.catchall ? defOf(def.catchall).type : 'never';
      if (catchall === 'never') return fields;
      const shapes = hidden[pathKey(path)];
      if (!shapes) {
        throw new Error(
          `The ${location} object at "${pathKey(path)}" takes fields its shape does not list: declare them as a hidden shape`,
        );
      }
      return [...fields, ...shapes.flatMap((shape) => walk(shape))];
    }
    case 'pipe':
      return [...walk(def.in), ...walk(def.out)];
    case 'array':
      return walk(def.element, [...path, 0]);
    case 'union':
      return (def.options ?? []).flatMap((option) => {
        const fields = walk(option);
        const literal = def.discriminator && defOf(option).shape?.[def.discriminator];
        if (!def.discriminator || !literal) return fields;
        const start = { [def.discriminator]: defOf(literal).values?.[0] };
        const discriminatorKey = pathKey([...path, def.discriminator]);
        return fields.map((field) =>
          pathKey(field.path) === discriminatorKey ? field : { ...field, variant: { path, start } },
        );
      });
    case 'intersection':
      return [...walk(def.left), ...walk(def.right)];
    case 'lazy':
      return walk(def.getter?.());
    default:
      throw new Error(
        `The walker does not know the zod type "${def.type}" at ${location} "${pathKey(path)}"`,
      );
  }
}

/** The same fields once each, in the order first found. */
export function distinctFields(fields: TextField[]): TextField[] {
  const seen = new Set<string>();
  return fields.filter((field) => {
    const key = `${field.location}:${pathKey(field.path)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A deep copy of `value` with `text` (or any value) at `path`, making the objects and arrays on the way. */
export function withValueAt(value: unknown, path: FieldPath, text: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return text;
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withValueAt(list[head], rest, text);
    return list;
  }
  const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
  (object as Record<string, unknown>)[head] = withValueAt(
    (object as Record<string, unknown>)[head],
    rest,
    text,
  );
  return object;
}

/** What sits at `path` in `value`, when there is anything. */
export function valueAt(value: unknown, path: FieldPath): unknown {
  return path.reduce<unknown>(
    (current, key) =>
      current && typeof current === 'object' ? (current as Record<string | number, unknown>)[key] : undefined,
    value,
  );
}

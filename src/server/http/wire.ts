import { ZodArray, ZodNullable, ZodObject, ZodOptional, ZodRecord, ZodUnion, type z } from 'zod';

/** `signed_at` → `signedAt`: the name a service gives the field the spec names in snake_case. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** What a wire shape is renamed from: the same fields, named as the services name them. */
export type FromWire<T> = T extends readonly (infer Item)[]
  ? readonly FromWire<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? Camel<K> : K]: FromWire<T[K]> }
    : T;

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** The spec's units: dollars where the services count cents, megabytes (two decimals) where they count bytes. */
export const dollars = (cents: number) => cents / 100;
export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

type Mapper = (value: unknown) => unknown;
type Field = readonly [name: string, from: string, map: Mapper];
const same: Mapper = (value) => value;
const mappers = new WeakMap<z.ZodType, Mapper>();
const fieldLists = new WeakMap<z.ZodObject, readonly Field[]>();

function fieldsOf(schema: z.ZodObject): readonly Field[] {
  let fields = fieldLists.get(schema);
  if (!fields) {
    fields = Object.entries(schema.shape as Record<string, z.ZodType>).map(
      ([name, field]) => [name, camel(name), mapperOf(field)] as const,
    );
    fieldLists.set(schema, fields);
  }
  return fields;
}

/** The mapper of one schema: objects read each field from its camelCase twin, lists and records map their items. */
function mapperOf(schema: z.ZodType): Mapper {
  let mapper = mappers.get(schema);
  if (mapper) return mapper;
  if (schema instanceof ZodNullable || schema instanceof ZodOptional) {
    const inner = mapperOf(schema.unwrap() as z.ZodType);
    mapper = inner === same ? same : (value) => (value == null ? value : inner(value));
  } else if (schema instanceof ZodArray) {
    const item = mapperOf(schema.element as z.ZodType);
    mapper = item === same ? same : (value) => (value as unknown[]).map(item);
  } else if (schema instanceof ZodRecord) {
    const item = mapperOf(schema.valueType as z.ZodType);
    mapper =
      item === same
        ? same
        : (value) => Object.fromEntries(Object.entries(value as object).map(([key, entry]) => [key, item(entry)]));
  } else if (schema instanceof ZodObject) {
    const fields = fieldsOf(schema);
    mapper = (value) => {
      const source = value as Record<string, unknown>;
      const wire: Record<string, unknown> = {};
      for (const [name, from, map] of fields) wire[name] = map(source[from]);
      return wire;
    };
  } else if (schema instanceof ZodUnion && schema.options.some((option) => mapperOf(option as z.ZodType) !== same)) {
    // Which object of a union a value is cannot be read from the value alone: such a field is mapped by hand.
    throw new Error('toWire cannot rename a union of objects: give the field in the overrides');
  } else {
    mapper = same;
  }
  mappers.set(schema, mapper);
  return mapper;
}

/** The mapper of any answer schema, for a door whose result renames to its answer as a whole. */
export const renamed = (schema: z.ZodType): ((value: unknown) => unknown) => mapperOf(schema);

/** Fields given as they go out, each typed as its schema reads it. */
type Overrides<S extends z.ZodObject> = { [K in keyof z.input<S>]?: z.input<S>[K] };

/**
 * An answer in the spec's snake_case shape (part 2 §3), renamed from what the service returns: each
 * field of the schema is read from its camelCase twin, in lists and nested objects too, so the
 * shape is written once, in the schema. `overrides` gives the fields that are more than a rename
 * (dollars for cents, a name the spec gives twice, a label); the type demands every other field
 * of the source, so a field left out does not compile.
 */
export function toWire<S extends z.ZodObject, O extends Overrides<S> = Record<never, never>>(
  schema: S,
  source: FromWire<Omit<z.input<S>, keyof O>>,
  overrides?: O,
): z.input<S> {
  const from = source as Record<string, unknown>;
  const given = (overrides ?? {}) as Record<string, unknown>;
  const wire: Record<string, unknown> = {};
  for (const [name, camelName, map] of fieldsOf(schema))
    wire[name] = Object.hasOwn(given, name) ? given[name] : map(from[camelName]);
  return wire as z.input<S>;
}

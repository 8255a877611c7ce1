import { z } from 'zod';

/**
 * The Idempotency-Key header of a call that opens a checkout (Stripe's convention), handed to
 * `toInput` under this name so that the input schema checks it with the body's fields.
 */
export const ATTEMPT_KEY = 'Idempotency-Key';

/**
 * A wire field as the body's object reads it: any value, which the procedure's input schema checks
 * once mapped; its JSON Schema (what the field accepts) is there for the document.
 */
function documented(field: z.ZodType) {
  const { $schema: _schema, ...schema } = z.toJSONSchema(field, {
    io: 'input',
    target: 'openapi-3.0',
    unrepresentable: 'any',
  });
  return z.unknown().optional().meta(schema);
}

/** The body as it arrives: only the wire fields declared (and the Idempotency-Key header) can be read. */
type WireBody<F> = { readonly [K in keyof F]?: unknown } & { readonly [ATTEMPT_KEY]?: unknown };

/** Every field of the procedure's input, named once: a mapping that forgets one does not compile. */
type EveryInputField<I extends z.ZodType> = { [K in keyof Required<z.input<I>>]: unknown };

/**
 * A REST body in the spec's snake_case, read into the procedure's own `input` schema. `fields`
 * names each wire field with the schema that documents it; `toInput` builds the input from them,
 * and `input` alone checks it, so a bad field gets the same message (and the same 422) over REST
 * as over tRPC, in the same order, whatever the wire spelling. The values are checked by `input`,
 * not here; what the types hold to is the names: no wire field read that is not declared, no
 * input field left out.
 */
export function restBody<I extends z.ZodType, F extends Record<string, z.ZodType>>(
  input: I,
  fields: F,
  toInput: (body: WireBody<F>) => EveryInputField<I>,
) {
  const required = Object.keys(fields).filter((name) => fields[name]!._zod.optin !== 'optional');
  const wire = z
    .looseObject(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, documented(field)])))
    .meta(required.length > 0 ? { required } : {});
  return wire.transform((body): unknown => toInput(body)).pipe(input);
}

/** `pageUrl` is sent as `page_url`. */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

interface SnakeOptions<S extends z.core.$ZodLooseShape> {
  /**
   * Wire names that are not the field's own in snake_case (the spec's `plan_name` for `plan`); a
   * field the spec names two ways lists both, and reads the first one sent.
   */
  names?: { readonly [K in keyof S]?: string | readonly [string, string] };
  /** Fields the spec lets a client send as null, read as not sent (so a default applies). */
  nullAsAbsent?: readonly (keyof S & string)[];
  /** Fields whose empty value ('' or 0) the spec's client sends for none, read as null. */
  emptyAsNull?: readonly (keyof S & string)[];
}

/**
 * The common REST body, derived from the procedure's input: each field is read from its name in
 * snake_case (or the ones `names` gives), and `attemptKey` from the Idempotency-Key header. A body
 * the spec shapes otherwise (a field that depends on another, flags nested two ways) spells its
 * mapping with `restBody`.
 */
export function snakeBody<S extends z.core.$ZodLooseShape>(
  input: z.ZodObject<S>,
  { names = {}, nullAsAbsent = [], emptyAsNull = [] }: SnakeOptions<S> = {},
) {
  const keys = Object.keys(input.shape);
  // Worked out once, not on every request.
  const wireNamesOf = new Map<string, readonly string[]>(
    keys.map((key) => [
      key,
      key === 'attemptKey'
        ? [ATTEMPT_KEY]
        : [(names as Record<string, string | readonly string[] | undefined>)[key] ?? snakeCase(key)].flat(),
    ]),
  );
  const absentWhenNull = new Set<string>(nullAsAbsent);
  const nullWhenEmpty = new Set<string>(emptyAsNull);
  const fields = Object.fromEntries(
    keys
      .filter((key) => key !== 'attemptKey')
      .flatMap((key) => {
        const field = input.shape[key] as z.ZodType;
        const given = wireNamesOf.get(key)!;
        const documented = given.length > 1 ? field.optional() : absentWhenNull.has(key) ? field.nullable() : field;
        return given.map((name) => [name, documented] as const);
      }),
  );
  return restBody(
    input,
    fields,
    (body) =>
      Object.fromEntries(
        keys.map((key) => {
          const sent = body as Record<string, unknown>;
          const [first, ...others] = wireNamesOf.get(key)!;
          const value = others.reduce((value, name) => value ?? sent[name], sent[first!]);
          return [key, absentWhenNull.has(key) ? (value ?? undefined) : nullWhenEmpty.has(key) ? value || null : value];
        }),
      ) as EveryInputField<typeof input>,
  );
}

import { z } from 'zod';

/** The JSON Schema of what `field` accepts, for the document only. */
function documented(field: z.ZodType) {
  const { $schema: _schema, ...json } = z.toJSONSchema(field, {
    io: 'input',
    target: 'openapi-3.0',
    unrepresentable: 'any',
  });
  return z.unknown().optional().meta(json);
}

/**
 * A REST body in the spec's snake_case, read into the procedure's own `input` schema. `fields`
 * names each wire field with the schema that documents it; `toInput` builds the input from them,
 * and `input` alone checks it, so a bad field gets the same message (and the same 422) over REST
 * as over tRPC, in the same order, whatever the wire spelling.
 */
export function restBody<I extends z.ZodType>(
  input: I,
  fields: Record<string, z.ZodType>,
  toInput: (body: Record<string, unknown>) => unknown,
) {
  const required = Object.keys(fields).filter((name) => fields[name]!._zod.optin !== 'optional');
  const wire = z
    .looseObject(Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, documented(field)])))
    .meta(required.length > 0 ? { required } : {});
  return wire.transform((body) => toInput(body)).pipe(input);
}

/**
 * The Idempotency-Key header of a call that opens a checkout (Stripe's convention), handed to
 * `toInput` under this name so that the input schema checks it with the body's fields.
 */
export const ATTEMPT_KEY = 'Idempotency-Key';

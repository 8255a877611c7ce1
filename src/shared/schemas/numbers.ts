import { z } from 'zod';

/**
 * A number sent as JSON or as text (REST path parameters and some spec payloads carry ids and counts
 * as strings). z.coerce.number() would also read true as 1 and null, '' or [] as 0, so a wrong-typed
 * value could name row 1; here anything but a number or its digits is refused with `message`.
 */
export function numberOrText(message?: string) {
  // On each branch too: the forms' resolver shows a union's first inner issue, not the union's.
  const error = message === undefined ? undefined : { error: message };
  // One way only to read each digit: a pattern that could split a run of digits several ways
  // takes time growing with the square of its length, and a body of digits blocked the server.
  const text = z
    .string(error)
    .trim()
    .regex(/^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i, error)
    .transform(Number);
  return z.union([z.number(error), text], error);
}

import { z } from 'zod';

/**
 * A number sent as JSON or as text (REST path parameters and some spec payloads carry ids and counts
 * as strings). z.coerce.number() would also read true as 1 and null, '' or [] as 0, so a wrong-typed
 * value could name row 1; here anything but a number or its digits is refused with `message`.
 */
export function numberOrText(message?: string) {
  const text = z
    .string()
    .trim()
    .regex(/^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i)
    .transform(Number);
  return z.union([z.number(), text], message === undefined ? undefined : { error: message });
}

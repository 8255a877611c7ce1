/** REST bodies arrive as anything JSON allows; shims read fields from an object or from nothing. */
export function bodyObject(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** The Idempotency-Key header of a REST call that opens a checkout (Stripe's convention); the schema checks it. */
export function idempotencyKeyOf(request: {
  headers: Record<string, string | string[] | undefined>;
}): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

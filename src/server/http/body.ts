/** REST bodies arrive as anything JSON allows; shims read fields from an object or from nothing. */
export function bodyObject(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

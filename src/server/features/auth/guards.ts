/** The token of an `Authorization: Bearer …` header (spec part 1 §4), or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

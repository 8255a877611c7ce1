/**
 * The search of a page reached by an emailed link carrying a token (a reset, a confirmation). A
 * hand-written check keeps zod out of the main bundle: route options are not code-split.
 */
export const tokenSearch = (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && search.token ? { token: search.token } : {});

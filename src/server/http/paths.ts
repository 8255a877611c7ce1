/** The API's own addresses (the REST shims and tRPC): answered with JSON, never with a page. */
export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/trpc');

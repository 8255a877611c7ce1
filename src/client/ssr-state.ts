/** The id of the JSON script element that carries the server's query cache to the browser. */
export const SSR_STATE_ID = 'ssr-state';

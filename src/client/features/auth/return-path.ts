/**
 * Where to go once signed in, when a page asked for a sign-in on the way (a link from an email to
 * Billing, to an order): a path on this site only, so that the sign-in page cannot be made to send
 * anyone elsewhere ("//elsewhere.example" and "/\elsewhere" are other sites to a browser).
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return undefined;
  return value;
}

/** The sign-in page's search for coming back to `href` after signing in. */
export const signInThenReturnTo = (href: string) => ({ next: returnPath(href) });

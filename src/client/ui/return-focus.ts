/**
 * Gives focus back to what opened a dialog or window (WCAG 2.4.3): the opener while it is still on
 * the page, else `fallback`, the control that took its place.
 */
export function returnFocus(opener: Element | null, fallback: HTMLElement | null | undefined) {
  (opener instanceof HTMLElement && opener.isConnected ? opener : fallback)?.focus();
}

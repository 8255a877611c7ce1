/**
 * Gives focus back to what opened a dialog or window (WCAG 2.4.3): the opener while it is still on
 * the page, else `fallback`, the control that took its place.
 */
export function returnFocus(opener: Element | null, fallback: HTMLElement | null | undefined) {
  (opener instanceof HTMLElement && opener.isConnected ? opener : fallback)?.focus();
}

const ROW = 'li, tr';
const CONTROL =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Where a control sits in a list: enough to find its neighbour once its row has gone. */
export interface RowPlace {
  row: Element;
  section: Element;
  /** The control's index among its row's controls, so the neighbour's same control takes focus. */
  position: number;
  next: Element | null;
  previous: Element | null;
}

export function placeOf(control: Element | null): RowPlace | null {
  const row = control?.closest(ROW);
  const section = row?.closest('section');
  if (!control || !row || !section) return null;
  const position = Math.max(0, [...row.querySelectorAll(CONTROL)].indexOf(control));
  return { row, section, position, next: row.nextElementSibling, previous: row.previousElementSibling };
}

/**
 * Focus for a control whose row an action took away: the same control of the next row, else of
 * the previous one, else the heading of the list's section, which then tells that it is empty.
 */
export function focusNear({ section, position, next, previous }: RowPlace) {
  const neighbour = [next, previous].find((row) => row?.isConnected);
  const controls = neighbour ? [...neighbour.querySelectorAll<HTMLElement>(CONTROL)] : [];
  const heading =
    document.getElementById(section.getAttribute('aria-labelledby') ?? '') ?? section.querySelector('h1, h2, h3');
  if (controls.length) {
    controls[Math.min(position, controls.length - 1)]!.focus();
  } else if (heading instanceof HTMLElement && section.isConnected) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    heading.focus();
  }
}

let stopFollowing = () => {};

/**
 * Keeps focus on the page when an action takes away the row that holds it (a delete, a message
 * leaving the pending list), which may come later, with the next refresh: the browser would drop
 * focus to <body> and the next Tab would start again at "Skip to content". Until focus leaves the
 * row, its removal moves focus near it (`focusNear`).
 */
export function followRow(control: Element | null) {
  stopFollowing();
  const place = placeOf(control);
  if (!place) return;
  const observer = new MutationObserver(() => {
    if (place.row.isConnected) {
      place.next = place.row.nextElementSibling;
      place.previous = place.row.previousElementSibling;
      return;
    }
    stopFollowing();
    if (!document.activeElement || document.activeElement === document.body) focusNear(place);
  });
  const leave = (event: FocusEvent) => {
    if (!place.row.contains(event.target as Node)) stopFollowing();
  };
  observer.observe(place.section, { childList: true, subtree: true });
  document.addEventListener('focusin', leave);
  stopFollowing = () => {
    observer.disconnect();
    document.removeEventListener('focusin', leave);
    stopFollowing = () => {};
  };
}

import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the app has taken over this part of a server-rendered page. False while the page is the
 * server's HTML and during hydration, so the markup matches and native controls (links, forms,
 * `<details>`) do their job before the scripts arrive; true from the commit after. `readDom` runs
 * just before the switch, with the element `ref` points to, so whatever a visitor already did
 * there (text typed, an answer opened) becomes the app's starting state. On a client-side
 * navigation the switch happens before the first paint. A control swapped for the app's own (a
 * checkbox for a button) names both forms alike in `data-takeover`: the keyboard, often what
 * started the app, stays on it rather than falling back to the page.
 */
export function useTakeover<T extends Element>(readDom?: (element: T) => void): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [takenOver, setTakenOver] = useState(false);
  const read = useRef(readDom);
  const focused = useRef<string | null>(null);
  useLayoutEffect(() => {
    const takeOver = () => {
      if (ref.current) read.current?.(ref.current);
      focused.current =
        document.activeElement instanceof HTMLElement ? (document.activeElement.dataset.takeover ?? null) : null;
      setTakenOver(true);
    };
    // A tap or key that reaches a page still waiting to hydrate makes React hydrate at once, inside
    // that event, and so before the browser's own answer to it: a label ticks its checkbox, a summary
    // opens its details, only once the event is dispatched. Read after it, switching in the same
    // task, so that what the tap did is not lost. (React's own scheduled work runs in message
    // events, which are not a visitor's input.)
    if (window.event instanceof UIEvent) {
      const timer = setTimeout(() => flushSync(takeOver));
      return () => clearTimeout(timer);
    }
    // Synchronously, in the commit that finished hydrating: read and switch before the browser can
    // deliver another click to the native control, which the app's version would then not know of.
    takeOver();
  }, []);
  useLayoutEffect(() => {
    const name = focused.current;
    if (!takenOver || name === null) return;
    focused.current = null;
    // Another part taken over in the same commit may have placed it already.
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>(`[data-takeover="${CSS.escape(name)}"]`)?.focus();
  }, [takenOver]);
  return [ref, takenOver];
}

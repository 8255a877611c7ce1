import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

const noChanges = () => () => {};

/**
 * Whether the app has taken over this part of a server-rendered page. False while the page is the
 * server's HTML and during hydration, so the markup matches and native controls (links, forms,
 * `<details>`) do their job before the scripts arrive; true in the render React makes right after
 * hydrating (a server snapshot that differs from the browser's), and from the first render on a
 * client-side navigation. `readDom` runs once, before that switch, with the element `ref` points
 * to, so whatever a visitor already did there (text typed, an answer opened) becomes the app's
 * starting state.
 */
export function useTakeover<T extends Element>(readDom?: (element: T) => void): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const takenOver = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const read = useRef(readDom);
  useLayoutEffect(() => {
    if (ref.current) read.current?.(ref.current);
  }, []);
  return [ref, takenOver];
}

import type { AnyRouter } from '@tanstack/react-router';
import { FONTS_CACHED_KEY, FONTS_CLASS } from '../../shared/fonts';

// One descriptor per face: each is a single variable file, so any weight fetches all of it.
const FACES = ['1em "Inter Variable"', '1em "Bricolage Grotesque Variable"'];

/**
 * A first visit shows its first page in the metric-matched fallback faces from start to end. The
 * web fonts (90 KB) are fetched once the app has started and the page has loaded: on a slow
 * connection they would otherwise share it with the largest image or heading. A swap on the page
 * being read would move it, because the faces' letters differ in width and lines wrap elsewhere,
 * so the fonts are switched on when the visitor moves to another page, when the page changes
 * anyway. A new query on the same page (the booking wizard's steps) keeps the header and most of
 * the page, and the swap restyles all of it: on a phone, that alone took longer than the step change.
 * The browser notes that it has them, and its next page loads paint in them from the start (the
 * head script of shared/fonts.ts). The root layout calls this once hydrated; it returns the
 * unsubscribe.
 */
export function loadFontsForNextPage(router: AnyRouter): () => void {
  const root = document.documentElement;
  if (root.classList.contains(FONTS_CLASS)) return () => {};
  let loaded = false;
  const unsubscribe = router.subscribe('onBeforeNavigate', ({ pathChanged }) => {
    if (!loaded || !pathChanged) return;
    root.classList.add(FONTS_CLASS);
    unsubscribe();
  });
  const load = () =>
    Promise.all(FACES.map((face) => document.fonts.load(face))).then(
      () => {
        loaded = true;
        try {
          localStorage.setItem(FONTS_CACHED_KEY, '1');
        } catch {
          // Storage refused (a private window): the next page loads them the same way.
        }
      },
      // Offline or blocked: the fallback faces stay, sized to match.
      () => {},
    );
  if (document.readyState === 'complete') void load();
  else window.addEventListener('load', () => void load(), { once: true });
  return unsubscribe;
}

import { FONTS_CACHED_KEY, FONTS_CLASS } from '../../shared/fonts';

// One descriptor per face: each is a single variable file, so any weight fetches all of it.
const FACES = ['1em "Inter Variable"', '1em "Bricolage Grotesque Variable"'];

/**
 * On a first visit the page paints in the metric-matched fallback faces, and the web fonts (90 KB)
 * are fetched once the app has started and the page has loaded: on a slow connection they would
 * otherwise share it with the largest image or heading, and their swap would lengthen the
 * hydration's work. Both are swapped in together, one relayout, and the browser notes it has
 * them so its next pages paint in them from the start. The root layout calls this once hydrated.
 */
export function loadFontsAfterPageLoad(): void {
  const root = document.documentElement;
  if (root.classList.contains(FONTS_CLASS)) return;
  const load = () =>
    Promise.all(FACES.map((face) => document.fonts.load(face))).then(
      () => {
        root.classList.add(FONTS_CLASS);
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
}

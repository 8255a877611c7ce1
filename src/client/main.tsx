import './styles.css';
import { yieldToBrowser } from './lib/yield-to-browser';

// zod compiles parsers with new Function where it may, probing for it as its first schemas are
// built: the site's CSP forbids eval, and the probe alone is reported as a violation. This is the
// settings object zod's config() writes (zod/v4/core/core.js shares it through globalThis), set
// before any chunk with zod loads and without importing zod into this boot script. The server
// keeps zod's compiled parsers.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });

// Browsers without paint timing, and tabs opened in the background (which do not paint), start
// the app after this long anyway.
const PAINT_WAIT_MS = 2000;

/**
 * Runs `next` once the page's first contentful paint is on screen. A frame callback is not enough:
 * it runs after the browser paints but before the frame is shown, so the app's scripts would be
 * competing with that first paint for a slow connection.
 */
function afterFirstPaint(next: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    next();
  };
  const observer = PerformanceObserver.supportedEntryTypes?.includes('paint')
    ? new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0);
      })
    : null;
  observer?.observe({ type: 'paint', buffered: true });
  setTimeout(once, PAINT_WAIT_MS);
}

// The browser entry. A server-rendered page is already there to be painted: the app loads once it
// is on screen. A client-rendered page has nothing to show until the app runs, so it starts now.
// React, then the app: run as one, their modules held a phone's main thread for some 400 ms.
const startApp = () =>
  void import('react-dom/client')
    .then(yieldToBrowser)
    .then(() => import('./start'))
    .then(async (app) => {
      await yieldToBrowser();
      await app.start();
    });
if (document.getElementById('root')?.hasChildNodes()) afterFirstPaint(startApp);
else startApp();

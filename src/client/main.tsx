import './styles.css';
import {
  EARLY_CLICK,
  EARLY_CLICK_WAIT_MS,
  INTERACTED,
  INTERACTIONS,
  START_AT_INTERACTION,
  START_ATTRIBUTE,
} from '../shared/first-interaction';
import { hasVisitorChat } from './features/chat/visitor-token';
import { getToken } from './lib/token';
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

/**
 * Runs `next` once, at the first interaction, or at once if the head script saw one before this
 * entry ran. Until then the page is the server's HTML, working as such.
 */
function atFirstInteraction(next: () => void) {
  if (INTERACTED in document.documentElement.dataset) return next();
  const options = { capture: true, passive: true } as const;
  // The interaction's own response (a menu opening, an answer shown) is painted before the app's
  // code runs: started within the event, React's evaluation delayed that frame by up to 140 ms at 4×.
  const once = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, once, options);
    requestAnimationFrame(() => setTimeout(next, 0));
  };
  for (const type of INTERACTIONS) window.addEventListener(type, once, options);
}

/**
 * Fetches the app's scripts into the cache, without running them: one request per idle moment
 * (starting a dozen at once held a phone's main thread for 55 ms). The first interaction then waits
 * for their evaluation only. The head script runs this entry once the page has loaded.
 */
function fetchWhenIdle(modules: string[]) {
  const whenIdle = (next: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(next) : setTimeout(next, 0);
  const fetchNext = () => {
    const href = modules.shift();
    if (!href) return;
    void fetch(href, { priority: 'low' })
      .then((response) => response.arrayBuffer())
      // Offline: the first interaction asks for it again.
      .catch(() => undefined);
    whenIdle(fetchNext);
  };
  whenIdle(fetchNext);
}

/**
 * A click that reaches a link the app turns into a button (LinkUntilReady: a plan's start, a
 * filter, an example's preview) before the app runs: the click starts the app, and the link waits
 * for it so that the button does its part (the plan's overlay, the filter in place) rather than
 * the page being left. A link the app has not taken over by EARLY_CLICK_WAIT_MS is followed.
 */
function holdEarlyLinkClicks() {
  const marks = document.documentElement.dataset;
  addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-takeover]');
      // A click that asks for a new tab goes to the browser.
      if (!link || event.button || event.metaKey || event.ctrlKey) return;
      event.preventDefault();
      const name = (marks[EARLY_CLICK] = link.dataset.takeover);
      // LinkUntilReady clears the mark once its button has the click.
      setTimeout(() => marks[EARLY_CLICK] === name && (location.href = link.href), EARLY_CLICK_WAIT_MS);
    },
    true,
  );
}

/**
 * A click on a button (a download, Back) before the app ran: the button has no handler
 * yet. The click starts the app, which takes over the same button (hydration keeps the page's
 * nodes), and the button is clicked again once the app marks the page ready.
 */
function holdEarlyButtonClicks() {
  const page = document.documentElement;
  let held: HTMLButtonElement | null = null;
  addEventListener(
    'click',
    (event) => {
      if (page.dataset.ready !== 'true')
        held = (event.target as Element).closest?.<HTMLButtonElement>('button[type="button"]') ?? held;
    },
    true,
  );
  const ready = new MutationObserver(() => {
    if (page.dataset.ready !== 'true') return;
    ready.disconnect();
    if (held?.isConnected) held.click();
  });
  ready.observe(page, { attributes: true, attributeFilter: ['data-ready'] });
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
const root = document.getElementById('root');
if (!root?.hasChildNodes()) startApp();
// A public page of static text whose controls work as HTML (decision 046) starts the app when the
// visitor first uses it, unless it has something of their own to show at once: a signed-in
// header, a chat under way.
else if (root.getAttribute(START_ATTRIBUTE) === START_AT_INTERACTION && !getToken() && !hasVisitorChat()) {
  fetchWhenIdle(root.dataset.modules?.split(' ') ?? []);
  holdEarlyLinkClicks();
  holdEarlyButtonClicks();
  atFirstInteraction(startApp);
} else afterFirstPaint(startApp);

// npm run bench:wizard — the booking wizard on a phone (issue 37, goal 4): how long a tap on Next
// Step on step 1 of /book/pro takes to put step 2 on screen, with the CPU slowed 4× as on a
// mid-range phone; and the JS step 1 downloads beside what step 2 adds (compressed, as sent).
//
// Each run is a first visit in a fresh browser context: Debian's Chromium, a 412×823 touch screen,
// CDP CPU throttling 4× from before the page loads. The run waits until the app has hydrated (Next
// Step is enabled), the network has been quiet for half a second and the main thread is idle: a
// visitor reading step 1, during which the wizard may fetch step 2's code. Then it taps Next Step.
//
// The measure is the browser's own for a tap (Event Timing, as INP uses it): from the click's
// timeStamp (when the browser received the tap, so a wait for a busy main thread counts) to the
// presentation of the first frame after the click's handlers, rounded to 8 ms. It stands for
// "step 2 on screen" only when step 2's title was in the document and rendered by the time the
// handlers ended (a MutationObserver stamps it), which is when React commits the step inside the
// click. When the title comes later (a screen whose code is still loading), the run is measured
// to the end of the first frame that draws it instead: a requestAnimationFrame callback after the
// title appears, then a posted message, delivered once that frame is painted (an upper bound: a
// task queued before the message, such as the router's deferred navigation, counts too).
//
// Step 1's JS: the scripts the page requested before Next Step became enabled. Step 2's extra:
// those requested from then until step 2's title was in the page (its preloaded code counts here,
// though fetched while the visitor reads step 1; step 3's, fetched once step 2 shows, does not).
// Goal: median of 15 runs <= 100 ms. One tap's figure spreads from about 64 to 150 ms on this
// machine (a GC, a compositor frame missed), so medians of 5 moved between 88 and 104 ms with
// nothing changed; medians of 15 stay within one 8 ms step of each other.
//
// Beside it, in the same run, the limit the page itself sets: step 1's server HTML without any
// script (bench/lib/no-script.mjs), step 2's server-rendered screen already in the card, hidden,
// and a few lines of plain DOM code as Next's handler, which only swap the screens and focus step
// 2's title. What that tap costs (touch, style, layout, paint) no framework can go under: where
// it is over 100 ms, the goal is the limit plus one frame (16 ms; Event Timing rounds to 8).
import { chromium } from '@playwright/test';
import { startNoScriptProxy } from './lib/no-script.mjs';
import { kb, median } from './lib/report.mjs';
import { buildIfNeeded, startAppServer } from './lib/server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const CPU_SLOWDOWN = 4;
const GOAL_MS = 100;
const FRAME_MS = 16;
const STEP_1_URL = '/book/pro';
const STEP_2_TITLE = 'Secure Payment';
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true };

/** Runs in the page before its own scripts: stamps hydration, the tap, and step 2's title and frame. */
function instrument(step2Title) {
  const stamps = { hydratedAt: null, tappedAt: null, titleAt: null, shownAt: null, click: null };
  window.__wizardBench = stamps;
  const nextButton = () =>
    [...document.querySelectorAll('.wizard-nav button')].find((button) => button.textContent.includes('Next'));
  const step2Shown = () =>
    [...document.querySelectorAll('.booking-card h2')].some(
      (title) => title.textContent.trim() === step2Title && title.checkVisibility(),
    );
  const observer = new MutationObserver(() => {
    if (stamps.hydratedAt === null) {
      const button = nextButton();
      if (button && !button.disabled) stamps.hydratedAt = performance.now();
    }
    if (stamps.tappedAt === null || stamps.titleAt !== null || !step2Shown()) return;
    stamps.titleAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (stamps.shownAt = performance.now());
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  addEventListener(
    'click',
    (event) => {
      if (stamps.tappedAt === null && event.target.closest?.('.wizard-nav')) stamps.tappedAt = event.timeStamp;
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click' && Math.abs(entry.startTime - stamps.tappedAt) < 1)
        stamps.click = { duration: entry.duration, processingEnd: entry.processingEnd };
  }).observe({ type: 'event', durationThreshold: 16 });
}

/** Runs in the script-free step 1: builds the limit's page and its Next handler. */
async function plainStepChange(step2Url) {
  const card = document.querySelector('.booking-card');
  const step2 = new DOMParser()
    .parseFromString(await (await fetch(step2Url)).text(), 'text/html')
    .querySelector('.booking-card');
  const [shown, ahead] = [document.createElement('div'), document.createElement('div')];
  shown.append(...card.childNodes);
  ahead.append(...[...step2.childNodes].map((node) => document.importNode(node, true)));
  ahead.hidden = true;
  card.append(shown, ahead);
  const next = [...document.querySelectorAll('.wizard-nav button')].find((button) =>
    button.textContent.includes('Next'),
  );
  next.addEventListener('click', () => {
    shown.hidden = true;
    ahead.hidden = false;
    card.setAttribute('aria-label', step2.getAttribute('aria-label'));
    ahead.querySelector('h2')?.focus({ preventScroll: true });
  });
  next.disabled = false;
}

async function run(browser, url, { limit = false } = {}) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(instrument, STEP_2_TITLE);
    await page.goto(url + STEP_1_URL);
    if (limit) await page.evaluate(plainStepChange, `${STEP_1_URL}?step=2`);
    await page.waitForFunction(() => window.__wizardBench.hydratedAt !== null);
    await page.waitForLoadState('networkidle');
    // Scrolled to Next Step as the visitor's thumb would, then idle again before the tap.
    const next = page.getByRole('button', { name: /Next Step/ });
    await next.scrollIntoViewIfNeeded();
    const box = await next.boundingBox();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
    // The tap goes straight to the browser: Playwright's own tap runs its checks in the page,
    // on the same slowed main thread, between the touch and the click.
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForFunction(() => window.__wizardBench.shownAt !== null, null, { timeout: 10_000 });
    // The click's entry comes once its frame is presented; below 16 ms it is not reported at all.
    await page.waitForFunction(() => window.__wizardBench.click !== null, null, { timeout: 1000 }).catch(() => {});
    return await page.evaluate(() => {
      const { hydratedAt, tappedAt, titleAt, shownAt, click } = window.__wizardBench;
      const inClick = click !== null && titleAt <= click.processingEnd;
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script');
      const bytes = (from, to) =>
        scripts
          .filter((entry) => entry.startTime >= from && entry.startTime < to)
          .reduce((sum, entry) => sum + entry.transferSize, 0);
      return {
        ms: inClick ? click.duration : shownAt - tappedAt,
        measure: inClick ? 'event timing' : 'frame after the title',
        step1Bytes: bytes(0, hydratedAt),
        step2Bytes: bytes(hydratedAt, titleAt),
      };
    });
  } finally {
    await context.close();
  }
}

buildIfNeeded();
const server = await startAppServer();
const proxy = await startNoScriptProxy(server.url);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const runs = [];
const limits = [];
try {
  for (let index = 1; index <= RUNS; index += 1) {
    const result = await run(browser, server.url);
    const floor = await run(browser, proxy.url, { limit: true });
    runs.push(result);
    limits.push(floor);
    console.log(
      `run ${index}: Next → step 2 on screen ${result.ms.toFixed(1)} ms (${result.measure}; limit ${floor.ms.toFixed(1)} ms) · step 1 JS ${kb(result.step1Bytes)} KB · step 2 extra ${kb(result.step2Bytes)} KB`,
    );
  }
} finally {
  await browser.close();
  await proxy.stop();
  await server.stop();
}

const ms = median(runs.map((result) => result.ms));
const limitMs = median(limits.map((result) => result.ms));
const step1Kb = kb(median(runs.map((result) => result.step1Bytes)));
const step2Kb = kb(median(runs.map((result) => result.step2Bytes)));
const goalMs = Math.max(GOAL_MS, limitMs + FRAME_MS);
const pass = ms <= goalMs;
console.log(
  `bench:wizard ${pass ? 'pass' : 'FAIL'} · Next on step 1 → step 2 on screen, ${CPU_SLOWDOWN}× CPU, median of ${RUNS}: ${ms.toFixed(1)} ms (goal <= ${goalMs.toFixed(0)}; no-script limit ${limitMs.toFixed(1)} ms; runs ${runs.map((result) => Math.round(result.ms)).join(', ')}) · step 1 JS ${step1Kb} KB · step 2 extra ${step2Kb} KB`,
);
if (!pass) process.exitCode = 1;

import type { Page } from '@playwright/test';

/**
 * Puts the page on a mid-range phone profile: the CPU 4× slower and a slow mobile link. Lighter
 * than a real slow 4G link, so three visits fit in a test; the first visit still downloads every
 * script, and the app takes seconds to start on the slowed CPU.
 */
export async function throttle(page: Page, { latencyMs = 150, bytesPerSecond = 200_000 } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond / 2,
  });
}

/**
 * Opens `url` and returns as soon as the response starts, without the fixture's wait for the app:
 * these tests act before it has started. (The fixture wraps `page.goto`; the frame's is the plain one.)
 */
export async function visit(page: Page, url: string) {
  await page.mainFrame().goto(url, { waitUntil: 'commit' });
}

/**
 * Counts, in this tab, the clicks and keystrokes that reach the page before the app has started
 * (the root layout marks the document once it has). Measured in the page as each event happens:
 * asking the page afterwards would wait for its busy main thread, by when the app is running.
 */
export async function countEarlyActions(page: Page) {
  await page.addInitScript(() => {
    const count = () => {
      if (document.documentElement.dataset.ready === 'true') return;
      sessionStorage.setItem('earlyActions', String(Number(sessionStorage.getItem('earlyActions') ?? 0) + 1));
    };
    document.addEventListener('click', count, true);
    document.addEventListener('input', count, true);
  });
  return async () => Number(await page.evaluate(() => sessionStorage.getItem('earlyActions') ?? 0));
}

export const waitForApp = (page: Page) => page.waitForSelector('html[data-ready="true"]', { state: 'attached' });

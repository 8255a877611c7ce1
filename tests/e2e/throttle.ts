import type { BrowserContext, Page } from '@playwright/test';

/**
 * A page on a mid-range phone profile: the CPU 4× slower, a slow mobile link, no HTTP cache (each
 * visit downloads the scripts again, as a first visit does). It is a page of its own, not the
 * fixture's `page`, whose goto waits for the app to start: these tests act before it has.
 */
export async function throttledPage(
  context: BrowserContext,
  { latencyMs = 300, bytesPerSecond = 100_000 } = {},
): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond / 2,
  });
  return page;
}

/** Whether the app has started on this page (the root layout sets the mark once hydrated). */
export const appStarted = (page: Page) => page.evaluate(() => document.documentElement.dataset.ready === 'true');

export const waitForApp = (page: Page) => page.waitForSelector('html[data-ready="true"]', { state: 'attached' });

// npm run bench:pages — Lighthouse (mobile profile, Debian's Chromium) on the public pages of the
// production build: the four category scores, LCP, and the JS and CSS each page downloads
// (compressed, as sent), and layout shift. Goals (issues 9 and 22): accessibility, best practices
// and SEO 100; performance >= 91 (the lowest before the redesign); no layout shift (CLS 0, which
// is what metric-matched font fallbacks are for); landing JS <= 120 KB; LCP < 1.5 s.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildIfNeeded, startAppServer } from './lib/server.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags that keep Chromium off the closed network (see ../shared/TOOLCHAIN.md).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const GOALS = { score: 100, performance: 91, cls: 0, landingJsKb: 120, lcpMs: 1500 };

/** The first article's address, read from the sitemap the server publishes. */
async function articlePath(url) {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const match = sitemap.match(/<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/);
  if (!match) throw new Error('no article in the sitemap');
  return match[1];
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;

function summarize(pagePath, lhr) {
  const requests = lhr.audits['network-requests'].details.items;
  const bytesOf = (type) =>
    requests.filter((request) => request.resourceType === type).reduce((sum, request) => sum + request.transferSize, 0);
  const scores = Object.fromEntries(
    ['performance', 'accessibility', 'best-practices', 'seo'].map((key) => [
      key,
      Math.round(lhr.categories[key].score * 100),
    ]),
  );
  return {
    path: pagePath,
    ...scores,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    cls: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    jsKb: kb(bytesOf('Script')),
    cssKb: kb(bytesOf('Stylesheet')),
  };
}

// Lighthouse sometimes fails to record a trace (NO_NAVSTART, 'Please run Lighthouse again'): a
// run that ends in such an error is run again rather than read as scores of zero.
const ATTEMPTS = 3;

/** Lighthouse's mobile run of one page; its runtime errors are retried, then reported by name. */
async function audit(url, port) {
  let error;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    error = result.lhr.runtimeError;
    if (!error) return result;
    console.warn(`${url}: Lighthouse could not measure it (${error.code}), attempt ${attempt} of ${ATTEMPTS}`);
  }
  throw new Error(`Lighthouse could not measure ${url}: ${error.code} ${error.message}`);
}

buildIfNeeded();
const server = await startAppServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
const rows = [];
try {
  const all = ['/', '/about', '/blog', await articlePath(server.url), '/portfolio', '/book/pro'];
  // BENCH_PAGES=/,/blog measures a subset while working on one page.
  const pages = process.env.BENCH_PAGES ? all.filter((page) => process.env.BENCH_PAGES.split(',').includes(page)) : all;
  for (const pagePath of pages) {
    // Lighthouse's default run is the mobile profile: a mid-range phone on a throttled connection.
    const result = await audit(`${server.url}${pagePath}`, chrome.port);
    rows.push(summarize(pagePath, result.lhr));
    if (process.env.BENCH_REPORT_DIR) {
      fs.mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true });
      fs.writeFileSync(
        path.join(process.env.BENCH_REPORT_DIR, `${pagePath.replace(/\W+/g, '_') || 'home'}.json`),
        result.report,
      );
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

console.table(
  rows.map((row) => ({
    page: row.path,
    perf: row.performance,
    a11y: row.accessibility,
    'best-pr.': row['best-practices'],
    seo: row.seo,
    'LCP ms': row.lcpMs,
    CLS: row.cls,
    'JS KB': row.jsKb,
    'CSS KB': row.cssKb,
  })),
);
const failures = [];
for (const row of rows) {
  if (row.performance < GOALS.performance) failures.push(`${row.path} performance ${row.performance}`);
  for (const key of ['accessibility', 'best-practices', 'seo'])
    if (row[key] < GOALS.score) failures.push(`${row.path} ${key} ${row[key]}`);
  if (row.cls > GOALS.cls) failures.push(`${row.path} CLS ${row.cls}`);
  if (row.lcpMs >= GOALS.lcpMs) failures.push(`${row.path} LCP ${row.lcpMs} ms`);
}
const landing = rows.find((row) => row.path === '/') ?? { jsKb: NaN };
if (landing.jsKb > GOALS.landingJsKb) failures.push(`landing JS ${landing.jsKb} KB`);
const lowest = (key) => Math.min(...rows.map((row) => row[key]));
console.log(
  `bench:pages ${failures.length ? 'FAIL' : 'pass'} · lowest performance ${lowest('performance')} (goal ${GOALS.performance}) · lowest accessibility ${lowest('accessibility')}, best practices ${lowest('best-practices')}, SEO ${lowest('seo')} (goal ${GOALS.score}) · worst CLS ${Math.max(...rows.map((row) => row.cls))} (goal ${GOALS.cls}) · landing JS ${landing.jsKb} KB (goal ${GOALS.landingJsKb}) · worst LCP ${Math.max(...rows.map((row) => row.lcpMs))} ms (goal < ${GOALS.lcpMs})${failures.length ? ` · missed: ${failures.join(', ')}` : ''}`,
);
if (failures.length) process.exitCode = 1;

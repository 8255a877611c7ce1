// Debian's Chromium, never a downloaded browser (../shared/TOOLCHAIN.md): the tests, the benchmarks
// and the screenshots all drive this one. CHROMIUM_PATH names another.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The flags that keep Chromium off the closed network and let it run in a container. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

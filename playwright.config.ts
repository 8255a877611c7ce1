import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Desktop Chrome'],
    // Recording a trace of every test costs about a fifth of the run's time. CI retries a failed
    // test once, with a trace; a local run keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
});

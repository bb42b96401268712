import { defineConfig, devices } from '@playwright/test';
import { chromiumExecutable } from '../tools/browser/chromium.mjs';
import { DEPLOYED_SITE, SITE_URL, useE2eEnvironment } from './support/ports.ts';

useE2eEnvironment();

export default defineConfig({
  testDir: './tests',
  // Against a deployed site (E2E_DEPLOYED_SITE, npm run test:e2e:deployed) only the tests tagged
  // @deployed run: the others start, stop or reach the local app servers by their ports.
  ...(DEPLOYED_SITE ? { grep: /@deployed/ } : {}),
  globalSetup: './support/global-setup.ts',
  // One site, one database: tests run one at a time (the machine has two cores).
  workers: 1,
  fullyParallel: false,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  retries: 0,
  // A stray test.only would silently skip every other test: CI (.ci/run sets CI) fails instead.
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: '../tmp/playwright-report' }]],
  outputDir: '../tmp/test-results',
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
});

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// One free port per run, chosen once here; workers load this file again and inherit it.
process.env.E2E_PORT ??= spawnSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
])
  .stdout.toString()
  .trim();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// CHROMIUM_PATH, else Debian's headless shell: what Playwright itself runs headless, the browser
// without the window's own pages (each new window of the full browser starts renderers for its
// top bar), which on two cores leaves the server and the other worker room. Else Debian's
// chromium (the binary itself avoids the wrapper's warning), else Playwright's own browser
// where `npx playwright install chromium` put one.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium-headless-shell', '/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path));

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  // A journey's steps each wait at most 10-15 s (below); the whole journey may take longer
  // when CI's two cores also run the server, its database and the other worker's browser.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    // A control that never appears fails its step in seconds, not at the test's end.
    actionTimeout: 15_000,
    // A trace films every page of every test to keep the failing ones': on two cores that costs
    // minutes, and CI shows only what the run prints, so it records none there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, testIgnore: /\.mobile\.spec\.ts$/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: /\.mobile\.spec\.ts$/ },
  ],
});

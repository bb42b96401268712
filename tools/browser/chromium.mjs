import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium to drive: CHROMIUM_PATH when set (what the person asked for), else Playwright's own
 * browser when it is installed, else Debian's /usr/bin/chromium (Playwright cannot download its
 * browser on machines without internet).
 */
export function chromiumExecutable(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  const own = chromium.executablePath();
  if (own && existsSync(own)) return own;
  return '/usr/bin/chromium';
}

/**
 * Null when the Chromium to drive is there; else one line saying what is missing, what it costs and
 * how to get it (the prerender needs a browser to make the pages).
 */
export function missingChromium(env = process.env) {
  const executable = chromiumExecutable(env);
  if (existsSync(executable)) return null;
  return `No Chromium at ${executable}, so no prerendered pages (every page renders in the browser): install it (Debian/Ubuntu: sudo apt-get install -y chromium; elsewhere: npx playwright install chromium) or point CHROMIUM_PATH at one.`;
}

import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The Chromium to drive: Playwright's own browser when it is installed, else CHROMIUM_PATH, else
 * Debian's /usr/bin/chromium (Playwright cannot download its browser on machines without internet).
 */
export function chromiumExecutable() {
  const own = chromium.executablePath();
  if (own && existsSync(own)) return own;
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return '/usr/bin/chromium';
}

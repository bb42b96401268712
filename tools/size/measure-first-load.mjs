#!/usr/bin/env node
// Measures the JavaScript a first visit to '/' downloads (gzip, per app and total, number of
// requests) in a real Chromium against the built apps, and fails above the budget in budget.json.
// Run after `npm run build`: `npm run size`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { APPS } from '../rspack/apps.mjs';
import { startStaticServer } from '../serve/static-server.mjs';
import { chromiumExecutable } from '../browser/chromium.mjs';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const budget = JSON.parse(readFileSync(new URL('./budget.json', import.meta.url), 'utf8'));

// Own ports, away from `npm start` and the e2e run.
const PORT_BASE = Number(process.env.SIZE_PORT_BASE ?? 4300);
const ports = Object.fromEntries(APPS.map((app, index) => [app.name, PORT_BASE + index]));
for (const [name, port] of Object.entries(ports)) process.env[`${name.toUpperCase()}_PORT`] = String(port);

const servers = await Promise.all(
  APPS.map((app) =>
    startStaticServer({
      dir: path.join(workspaceRoot, 'dist/apps', app.name),
      port: ports[app.name],
      spa: app.name === 'shell',
    }),
  ),
);
const appOfPort = Object.fromEntries(Object.entries(ports).map(([name, port]) => [String(port), name]));

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    const url = new URL(request.url());
    scripts.push({ app: appOfPort[url.port] ?? url.host, file: url.pathname.slice(1), bytes: sizes.responseBodySize });
  });
  await page.goto(`http://localhost:${ports.shell}${budget.path}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();

  const byApp = new Map();
  for (const script of scripts) byApp.set(script.app, (byApp.get(script.app) ?? 0) + script.bytes);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

  console.log(`First load of '${budget.path}': JavaScript, gzip`);
  for (const script of scripts.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${kb(script.bytes)} KB  ${script.app.padEnd(9)} ${script.file}`);
  }
  console.log('  per app:');
  for (const [app, bytes] of byApp) console.log(`  ${kb(bytes)} KB  ${app}`);
  console.log(`  ${kb(total)} KB  total in ${scripts.length} requests (budget ${budget.maxFirstLoadGzipKB} KB)`);

  if (total / 1024 > budget.maxFirstLoadGzipKB) {
    console.error(`Over budget by ${(total / 1024 - budget.maxFirstLoadGzipKB).toFixed(1)} KB`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

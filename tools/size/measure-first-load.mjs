#!/usr/bin/env node
// Measures the JavaScript a first visit to '/' downloads (gzip, per app and total, number of
// requests) in a real Chromium against the built apps, and fails above the budget of '/' in
// tools/perf/budget.json (the one place for the site's budgets; `npm run perf` checks it per route).
// Fails too when any built file of any app carries a package's development build. How fast '/'
// paints on a phone is `npm run perf`'s to measure (Lighthouse's mobile profile, every route).
// Run after `npm run build`: `npm run size`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { APPS } from '../rspack/apps.mjs';
import { appPort, appPortsFrom, basePort, BASE_PORTS } from '../ports.mjs';
import { startStaticServer } from '../serve/static-server.mjs';
import { chromiumExecutable } from '../browser/chromium.mjs';
import { developmentBuildsIn } from './development-builds.mjs';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const { maxFirstLoadGzipKB, maxFirstLoadRequests } = JSON.parse(readFileSync(new URL('../perf/budget.json', import.meta.url), 'utf8'));
const budget = { path: '/', maxFirstLoadGzipKB: maxFirstLoadGzipKB['/'], maxFirstLoadRequests: maxFirstLoadRequests['/'] };

// Own ports, away from `npm start` and the e2e run.
Object.assign(process.env, appPortsFrom(basePort(BASE_PORTS.sizeApps)));
const ports = Object.fromEntries(APPS.map((app) => [app.name, appPort(app.name)]));

// Production files only: a development build is slower and larger, and warns visitors' consoles.
const developmentBuilds = APPS.flatMap((app) =>
  developmentBuildsIn(path.join(workspaceRoot, 'dist/apps', app.name), workspaceRoot).map((found) => ({ app: app.name, ...found })),
);
if (developmentBuilds.length > 0) {
  console.error('Development builds in the production apps:');
  for (const found of developmentBuilds) console.error(`  ${found.app.padEnd(9)} ${found.file}: ${found.package} (${found.source})`);
  process.exitCode = 1;
}

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
  // Each script's size is looked up asynchronously: keep the look-ups and wait for all of them.
  const lookups = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    lookups.push(
      request.sizes().then((sizes) => ({ app: appOfPort[url.port] ?? url.host, file: url.pathname.slice(1), bytes: sizes.responseBodySize })),
    );
  });
  await page.goto(`http://localhost:${ports.shell}${budget.path}`, { waitUntil: 'networkidle' });
  await page.locator('h1').first().waitFor();
  const scripts = await Promise.all(lookups);

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
  console.log(`  ${kb(total)} KB  total in ${scripts.length} requests (budget ${budget.maxFirstLoadGzipKB} KB in ${budget.maxFirstLoadRequests} requests)`);

  if (total / 1024 > budget.maxFirstLoadGzipKB) {
    console.error(`Over budget by ${(total / 1024 - budget.maxFirstLoadGzipKB).toFixed(1)} KB`);
    process.exitCode = 1;
  }
  if (scripts.length > budget.maxFirstLoadRequests) {
    console.error(`${scripts.length} script requests, over the budget of ${budget.maxFirstLoadRequests}`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}

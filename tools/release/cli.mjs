#!/usr/bin/env node
/**
 * Releases, promotion and rollback of each app (README, "Releases"):
 *   npm run release -- <app> [--from DIR]   build the app (or take DIR, a production build of it) and
 *                                            store it as an immutable release; prints its version
 *   npm run promote -- <app> <version> […]   check the release(s) against what is live, then make them
 *                                            live (several apps: together, checked against each other)
 *   npm run rollback -- <app>                make the previously live release live again
 *   npm run releases [-- <app>]              each app's releases, which is live and since when
 * Every command takes --store DIR (else PITWALL_RELEASES_DIR, else .releases).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertApp, buildApp, describeReleases, promoteChecked, releaseBuild } from './commands.mjs';
import { rollback, storeDir } from './store.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { store: { type: 'string' }, from: { type: 'string' } },
});
const [command, app] = positionals;
const store = values.store ? path.resolve(values.store) : storeDir();

function release() {
  assertApp(app);
  const buildDir = values.from ? path.resolve(values.from) : buildApp(app);
  const result = releaseBuild(store, app, buildDir);
  console.log(
    result.created
      ? `Released ${app} ${result.version} (${path.join(store, app, result.version)})`
      : `${app} ${result.version} is already released (same content): nothing copied`,
  );
  if (result.problems.length === 0) console.log(`It can go live: npm run promote -- ${app} ${result.version}`);
  else console.log(`It cannot go live as things are:\n${result.problems.map((line) => `  - ${line}`).join('\n')}`);
}

function promoteCommand() {
  const pairs = positionals.slice(1);
  if (pairs.length === 0 || pairs.length % 2 !== 0) throw new Error('usage: npm run promote -- <app> <version> [<app> <version> …]');
  const wanted = Object.fromEntries(pairs.flatMap((item, index) => (index % 2 === 0 ? [[item, pairs[index + 1]]] : [])));
  Object.keys(wanted).forEach(assertApp);
  for (const result of promoteChecked(store, wanted)) {
    console.log(
      result.changed
        ? `${result.app} ${result.version} is live${result.previous ? ` (was ${result.previous}; npm run rollback -- ${result.app} goes back)` : ''}`
        : `${result.app} ${result.version} was already live`,
    );
  }
}

function rollbackCommand() {
  assertApp(app);
  const { from, to } = rollback(store, app);
  console.log(`${app} ${to} is live again (was ${from})`);
}

function list() {
  if (app) assertApp(app);
  console.log(describeReleases(store, app ? [app] : undefined));
}

const commands = { release, promote: promoteCommand, rollback: rollbackCommand, list };
const run = commands[command];
if (!run) {
  console.error('usage: cli.mjs release|promote|rollback|list …');
  process.exit(2);
}
try {
  run();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

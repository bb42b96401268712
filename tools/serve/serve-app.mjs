#!/usr/bin/env node
// Serves one built app until SIGINT/SIGTERM: `node tools/serve/serve-app.mjs <name> [--stack-dir .data/dev] [--dir folder]`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { appPort } from '../rspack/apps.mjs';
import { defaultPagesDir } from './pages.mjs';
import { startStaticServer } from './static-server.mjs';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'stack-dir': { type: 'string' }, dir: { type: 'string' } },
});
const name = positionals[0];
if (!name) {
  console.error('usage: serve-app.mjs <app> [--stack-dir folder] [--dir folder]');
  process.exit(2);
}
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const dir = values.dir ?? path.join(workspaceRoot, 'dist/apps', name);
const port = appPort(name);
const shell = name === 'shell';
const server = await startStaticServer({ dir, port, spa: shell, stackDir: values['stack-dir'], pagesDir: shell ? defaultPagesDir() : undefined });
console.log(`${name} on http://localhost:${port} (${path.relative(workspaceRoot, dir)})`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close().then(() => process.exit(0)));
}

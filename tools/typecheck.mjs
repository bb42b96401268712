#!/usr/bin/env node
// Type-checks every TypeScript project of the repository (each has its own tsconfig.json with the
// environment it runs in: browser, Node, Deno-compatible functions), two at a time.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));
const folders = (dir) =>
  existsSync(`${workspaceRoot}/${dir}`)
    ? readdirSync(`${workspaceRoot}/${dir}`, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${dir}/${e.name}`)
    : [];
const projects = ['e2e', 'tools/local-stack', 'tools/db-types', 'tools/stripe-stand-in', 'supabase', 'supabase/functions', ...folders('apps'), ...folders('libs')]
  .map((dir) => `${dir}/tsconfig.json`)
  .filter((file) => existsSync(`${workspaceRoot}/${file}`))
  .sort();

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'], { cwd: workspaceRoot });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...projects];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
for (const { project, ok, output } of results.sort((a, b) => a.project.localeCompare(b.project))) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${project}`);
  if (!ok) console.log(output);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;

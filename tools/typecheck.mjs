#!/usr/bin/env node
// Type-checks every TypeScript project of the repository (each has its own tsconfig.json with the
// environment it runs in: browser, Node, Deno-compatible functions), two at a time, and the edge
// functions once more with Deno's own checker, as Supabase deploys them.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { denoArgs, denoBin, denoEnv, functionEntries } from './deno/deno.mjs';

const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));
const folders = (dir) =>
  existsSync(`${workspaceRoot}/${dir}`)
    ? readdirSync(`${workspaceRoot}/${dir}`, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${dir}/${e.name}`)
    : [];
const projects = ['e2e', 'tools/local-stack', 'tools/db-types', 'tools/stripe-stand-in', 'tools/release', 'supabase', 'supabase/functions', ...folders('apps'), ...folders('libs')]
  .map((dir) => `${dir}/tsconfig.json`)
  .filter((file) => existsSync(`${workspaceRoot}/${file}`))
  .sort();

const jobs = [
  ...projects.map((project) => ({
    name: project,
    command: process.execPath,
    args: ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'],
  })),
  {
    name: 'supabase/functions (deno check)',
    command: denoBin,
    args: ['check', '--quiet', ...denoArgs, ...functionEntries()],
    env: denoEnv(),
  },
];

function check({ name, command, args, env }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: workspaceRoot, env: env ?? process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, ok: false, output: error.message }));
    child.on('exit', (code) => resolve({ name, ok: code === 0, output }));
  });
}

const queue = [...jobs];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(queue.shift()));
  }),
);
for (const { name, ok, output } of results.sort((a, b) => a.name.localeCompare(b.name))) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (!ok) console.log(output);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;

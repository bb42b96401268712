#!/usr/bin/env node
// Type-checks every TypeScript project of the repository (each tsconfig*.json names the environment
// its files run in: browser, Node, Deno-compatible functions; tools/tsconfig.js.json checks the plain
// JavaScript through its JSDoc), two at a time, and the edge functions once more with Deno's own
// checker, as Supabase deploys them. Then fails if a source file is in no project: a file nobody
// checks would drift without a word.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { denoArgs, denoBin, denoEnv, functionEntries } from './deno/deno.mjs';

const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));
/** The repository's files, committed or new (not ignored), relative to its root. */
const repositoryFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: workspaceRoot, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const projects = repositoryFiles.filter((file) => /(^|\/)tsconfig[^/]*\.json$/.test(file) && !file.endsWith('tsconfig.base.json')).sort();
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** @typedef {{ name: string, command: string, args: string[], env?: NodeJS.ProcessEnv, lists?: boolean }} Job */
/** @type {Job[]} */
const jobs = [
  ...projects.map((project) => ({
    name: project,
    command: process.execPath,
    // --listFiles: the files each project holds, for the coverage check below.
    args: ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit', '--listFiles'],
    lists: true,
  })),
  {
    name: 'supabase/functions (deno check)',
    command: denoBin,
    args: ['check', '--quiet', ...denoArgs, ...functionEntries()],
    env: denoEnv(),
  },
];

/** @param {Job} job */
function check({ name, command, args, env, lists = false }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: workspaceRoot, env: env ?? process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, ok: false, output: error.message, files: [] }));
    child.on('exit', (code) => {
      const lines = output.split('\n');
      const listed = lists ? lines.filter((line) => line.startsWith(workspaceRoot)) : [];
      resolve({
        name,
        ok: code === 0,
        output: lines.filter((line) => !listed.includes(line)).join('\n'),
        files: listed.map((file) => path.relative(workspaceRoot, file)),
      });
    });
  });
}

const queue = [...jobs];
/** @type {{ name: string, ok: boolean, output: string, files: string[] }[]} */
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) results.push(await check(/** @type {Job} */ (queue.shift())));
  }),
);
for (const { name, ok, output } of results.sort((a, b) => a.name.localeCompare(b.name))) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (!ok) console.log(output);
}

const checked = new Set(results.flatMap((result) => result.files));
const unchecked = repositoryFiles.filter((file) => SOURCE.test(file) && !checked.has(file));
console.log(`${unchecked.length ? 'FAIL' : 'ok  '} every source file is in a project`);
if (unchecked.length) console.log(`In no tsconfig (add it to the project of its folder):\n${unchecked.map((file) => `  ${file}`).join('\n')}`);

process.exitCode = results.every((result) => result.ok) && unchecked.length === 0 ? 0 : 1;

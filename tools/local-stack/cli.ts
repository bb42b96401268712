/**
 * Local stack CLI.
 *   tsx tools/local-stack/cli.ts start [--profile dev|test] [--reset]   run until Ctrl-C
 *   tsx tools/local-stack/cli.ts reset [--profile dev|test]             wipe data and re-seed
 *   tsx tools/local-stack/cli.ts info  [--profile dev|test]             print URLs and keys
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDataDir, type Profile } from './lib/profile.ts';
import { startStack, type RunningStack, type StackInfo } from './stack.ts';

function printBanner(stack: { apiUrl: string; anonKey: string; serviceRoleKey: string; dbUrl: string; mailApiUrl: string; siteUrl: string }) {
  const lines = [
    '',
    `  API URL          ${stack.apiUrl}`,
    `  DB URL           ${stack.dbUrl}`,
    `  Mail catcher     ${stack.mailApiUrl}`,
    `  Site URL         ${stack.siteUrl}`,
    `  anon key         ${stack.anonKey}`,
    `  service_role key ${stack.serviceRoleKey}`,
    '',
  ];
  console.log(lines.join('\n'));
}

function readInfo(profile: Profile): StackInfo | undefined {
  const file = join(resolveDataDir(profile), 'stack.json');
  if (!existsSync(file)) return undefined;
  const info = JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
  try {
    process.kill(info.pid, 0);
    return info;
  } catch {
    return undefined; // left behind by a crashed run
  }
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      profile: { type: 'string', default: 'dev' },
      reset: { type: 'boolean', default: false },
    },
  });
  const command = positionals[0] ?? 'start';
  const profile = values.profile;
  if (profile !== 'dev' && profile !== 'test') {
    console.error(`Unknown profile "${profile}" (use dev or test)`);
    return 2;
  }

  if (command === 'info') {
    const info = readInfo(profile);
    if (!info) {
      console.error(`No ${profile} stack is running (start it with: npm start).`);
      return 1;
    }
    printBanner(info);
    return 0;
  }

  if (command === 'reset') {
    if (readInfo(profile)) {
      console.error(
        `The ${profile} stack is running (pid ${readInfo(profile)?.pid}). Stop it (Ctrl-C) and run the reset again.`,
      );
      return 1;
    }
    const stack = await startStack({ profile, reset: true });
    await stack.stop();
    console.log(`The ${profile} data was wiped and seeded again.`);
    return 0;
  }

  if (command !== 'start') {
    console.error(`Unknown command "${command}" (use start, reset or info)`);
    return 2;
  }

  // Read by the signal handler, which may run while the stack is still starting.
  const current: { stack?: RunningStack } = {};
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack…`);
    // Still starting: main() stops the stack as soon as startStack() returns.
    if (!current.stack) return;
    void current.stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const stack = await startStack({ profile, reset: values.reset });
  current.stack = stack;
  if (stopping) {
    await stack.stop();
    return 0;
  }
  printBanner(stack);
  console.log('  Press Ctrl-C to stop.');
  // Keep running until a signal arrives.
  await new Promise<never>(() => undefined);
  return 0;
}

main().then(
  (code) => {
    if (code !== 0) process.exit(code);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

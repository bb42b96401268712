/**
 * Regenerates or checks libs/backend/src/database.types.ts from supabase/migrations.
 *
 *   tsx tools/db-types/cli.ts write   # (re)write the file
 *   tsx tools/db-types/cli.ts check   # exit 1 with a diff summary when the file is stale
 *
 * Source database, first match wins:
 *   --db-url <url> or DB_TYPES_DATABASE_URL   introspect that database as it is
 *   DATABASE_URL (the local stack's server)   a scratch database created on that server
 *   otherwise                                 a scratch embedded PostgreSQL (DB_TYPES_DB_PORT, else a free port)
 * A scratch database gets the platform SQL and every migration, and is removed afterwards.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { envPort } from '../ports.mjs';
import { diffSummary } from './diff.ts';
import { generateDatabaseTypes } from './generate.ts';
import { startScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DEFAULT_OUTPUT = resolve(REPO_ROOT, 'libs/backend/src/database.types.ts');

const USAGE = `Usage: tsx tools/db-types/cli.ts <write|check> [--db-url <url>] [--migrations <dir>] [--out <file>]

  write   regenerate the database types from the migrations and write them
  check   fail when the types file differs from what the migrations generate

  --db-url <url>       introspect this database as it is (also DB_TYPES_DATABASE_URL)
  --migrations <dir>   migrations for the scratch database (default supabase/migrations)
  --out <file>         the types file (default libs/backend/src/database.types.ts)`;

interface CliOptions {
  mode: 'write' | 'check';
  dbUrl?: string;
  migrationsDir?: string;
  out: string;
}

/** Wrong command line or settings: print the usage, exit 2. */
class UsageError extends Error {}

function parseArgs(argv: string[]): CliOptions {
  const [mode, ...rest] = argv;
  if (mode !== 'write' && mode !== 'check') throw new UsageError(mode ? `Unknown command "${mode}".` : 'Missing command.');
  const options: CliOptions = { mode, out: DEFAULT_OUTPUT };
  const fromEnv = process.env.DB_TYPES_DATABASE_URL;
  if (fromEnv) options.dbUrl = fromEnv;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    const value = rest[i + 1];
    if (
      (arg === '--db-url' || arg === '--out' || arg === '--migrations') &&
      (value === undefined || value.startsWith('--'))
    ) {
      throw new UsageError(`${arg} needs a value.`);
    }
    if (arg === '--db-url') options.dbUrl = value;
    else if (arg === '--out') options.out = resolve(process.cwd(), value as string);
    else if (arg === '--migrations') options.migrationsDir = resolve(process.cwd(), value as string);
    else throw new UsageError(`Unknown option "${arg}".`);
    i++;
  }
  return options;
}


/** The scratch database's port (DB_TYPES_DB_PORT, tools/ports.mjs): a bad value is the caller's mistake. */
function scratchPort(): number | undefined {
  try {
    return envPort('DB_TYPES_DB_PORT');
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

async function generate(options: CliOptions, log: (line: string) => void): Promise<string> {
  if (options.dbUrl) {
    log(`Introspecting ${new URL(options.dbUrl).host}${new URL(options.dbUrl).pathname}`);
    return generateDatabaseTypes(options.dbUrl);
  }
  const serverUrl = process.env.DATABASE_URL || undefined;
  const port = scratchPort();
  if (options.migrationsDir && !existsSync(options.migrationsDir)) {
    throw new UsageError(`Migrations folder ${options.migrationsDir} does not exist.`);
  }
  // Ctrl-C or a CI timeout must not leave the scratch server running or its database behind:
  // signals are held until the scratch database exists (or failed to start), then it is removed.
  let scratch: ScratchDatabase | undefined;
  let interrupted: NodeJS.Signals | undefined;
  const exitAfterCleanup = (signal: NodeJS.Signals) => {
    log(`${signal}: removing the scratch database…`);
    const cleanup = scratch ? scratch.stop() : Promise.resolve();
    cleanup.finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = signal;
    if (scratch) exitAfterCleanup(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    try {
      scratch = await startScratchDatabase({
        ...(serverUrl ? { serverUrl } : {}),
        ...(options.migrationsDir ? { migrationsDir: options.migrationsDir } : {}),
        ...(port !== undefined ? { port } : {}),
        log,
      });
    } finally {
      if (interrupted) exitAfterCleanup(interrupted);
    }
    if (interrupted) return await new Promise<never>(() => undefined);
    try {
      return await generateDatabaseTypes(scratch.dbUrl);
    } finally {
      if (!interrupted) await scratch.stop();
    }
  } finally {
    if (!interrupted) {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }
}

export async function main(argv: string[]): Promise<number> {
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  const log = (line: string) => console.error(`[db-types] ${line}`);
  let generated: string;
  try {
    generated = await generate(options, log);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  const shown = relative(process.cwd(), options.out) || options.out;
  const current = existsSync(options.out) ? readFileSync(options.out, 'utf8') : undefined;

  if (options.mode === 'write') {
    if (current === generated) {
      log(`${shown} is up to date.`);
    } else {
      writeFileSync(options.out, generated);
      log(`Wrote ${shown}.`);
    }
    return 0;
  }

  if (current === generated) {
    log(`${shown} matches ${options.dbUrl ? 'the database' : 'the migrations'}.`);
    return 0;
  }
  if (current === undefined) {
    console.error(`${shown} does not exist. Run \`npm run db:types\` and commit the result.`);
    return 1;
  }
  const diff = diffSummary(current, generated);
  const source = options.dbUrl ? 'the database' : 'the migrations';
  console.error(
    `${shown} is out of date with ${source} (+${diff.added} −${diff.removed} lines).\n` +
      'Run `npm run db:types` and commit the result.\n\n' +
      `--- committed\n+++ generated\n${diff.text}`,
  );
  return 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`[db-types] ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}

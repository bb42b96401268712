/**
 * The local Supabase-compatible stack: PostgreSQL (embedded or DATABASE_URL), the platform SQL and
 * the project's migrations, PostgREST 12, the auth service, storage, functions, a mail catcher and
 * one gateway port in front of them. See README.md for the contract.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  applyMigrations,
  applyPlatform,
  connect,
  markSeedScriptDone,
  runSeedSql,
  SEED_TS,
  seedState,
  wipeDatabase,
} from './lib/database.ts';
import { ChildRegistry } from './lib/child-registry.ts';
import { supervise } from './lib/supervisor.ts';
import { loadOrCreateKeys, type StackKeys } from './lib/keys.ts';
import { startMailCatcher, type RunningMailCatcher } from './lib/mail-catcher.ts';
import { startMailSweep } from './lib/mail-sweep.ts';
import { FUNCTIONS_DIR, STACK_DIR } from './lib/paths.ts';
import { startEmbeddedPostgres, wipeCluster, type RunningPostgres } from './lib/postgres.ts';
import { startPostgrest, type RunningPostgrest } from './lib/postgrest.ts';
import { assertPortFree } from './lib/processes.ts';
import { stackPorts, type StackPorts } from '../ports.mjs';
import { resolveDataDir, resolveExternalDatabaseUrl, resolveSiteUrl, type Profile } from './lib/profile.ts';
import { startAuthServer, type RunningAuthServer } from './auth/server.ts';
import type { AuthSettings, AuthSettingsOverrides } from './auth/settings.ts';
import { paymentUnavailablePage } from './gateway/payment-unavailable.ts';
import { GATEWAY_LIMITS, startGateway, type GatewayRoute, type RunningGateway } from './gateway/server.ts';

export type { Profile } from './lib/profile.ts';
export type { StackPorts } from '../ports.mjs';

export interface StackOptions {
  profile?: Profile;
  /** Fixed ports; unspecified ones come from env (API_PORT… / TEST_API_PORT…) or the profile defaults. */
  ports?: Partial<StackPorts>;
  /** Wipe the data (database, stored files, caught mails) and seed again. */
  reset?: boolean;
  /** Where the cluster, files and keys live (default .data/<profile>). */
  dataDir?: string;
  /** The site the auth e-mails and redirects point to. */
  siteUrl?: string;
  /** Use this PostgreSQL server instead of the embedded one (default: DATABASE_URL / TEST_DATABASE_URL). */
  databaseUrl?: string;
  /** Run supabase/seed on a database that was never seeded (default true). */
  seed?: boolean;
  /** Auth settings on top of supabase/config.toml and the AUTH_* environment (tests raise limits). */
  auth?: AuthSettingsOverrides;
  /**
   * The edge functions to serve (default supabase/functions; its config.toml beside it): the
   * rehearsal serves the copy a deploy uploads, so a function that reaches outside it fails there.
   */
  functionsDir?: string;
  /** Progress lines (default: console.log with a prefix; pass a no-op to silence). */
  log?: (line: string) => void;
}

/** Where a running stack answers and its keys: what its users (tests, the site, the tools) need. */
export interface StackValues {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dbUrl: string;
  mailApiUrl: string;
  siteUrl: string;
  smtpHost: string;
  smtpPort: number;
  /** The Node.js version the stack's services run on (process.version). */
  nodeVersion: string;
}

export interface RunningStack extends StackValues {
  profile: Profile;
  ports: StackPorts;
  dataDir: string;
  /** The auth settings in force. */
  authSettings: AuthSettings;
  /** Ends every service and child process this start created. */
  stop(): Promise<void>;
}

/** What `.data/<profile>/stack.json` holds while the stack runs. */
export interface StackInfo extends StackValues {
  pid: number;
  profile: Profile;
  startedAt: string;
}

const DEFAULT_MAIL_FROM = 'Pitwall <no-reply@pitwall.local>';

interface Closable {
  name: string;
  close(): Promise<void>;
}

type StartStorageServer = (opts: {
  dbUrl: string;
  jwtSecret: string;
  dataDir: string;
  publicUrl: string;
}) => Promise<{ port: number; close(): Promise<void> }>;

type StartFunctionsHost = (opts: {
  env: Record<string, string>;
  functionsDir: string;
  jwtSecret: string;
  onChild?: (pid: number) => void;
}) => Promise<{ port: number; close(): Promise<void> }>;

/**
 * The mail outbox locally: how often the stack sweeps it and how long a sender holds a mail. The
 * test profile is quick so that tests of a killed sender or an SMTP outage take seconds, not minutes.
 */
function mailOutboxTiming(profile: Profile): { sweepMs: number; leaseSeconds: string } {
  const quick = profile === 'test';
  return {
    sweepMs: Number(process.env.MAIL_SWEEP_INTERVAL_MS ?? (quick ? 2_000 : 15_000)),
    leaseSeconds: process.env.MAIL_LEASE_SECONDS ?? (quick ? '25' : '120'),
  };
}

async function optionalModule<T>(file: string, exportName: string): Promise<T | undefined> {
  if (!existsSync(file)) return undefined;
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const fn = mod[exportName];
  if (typeof fn !== 'function') throw new Error(`${file} does not export ${exportName}()`);
  return fn as T;
}

/**
 * Test runs sign up and sign in hundreds of times from 127.0.0.1: like the Supabase CLI with its
 * local mail catcher, the test profile lifts the request and e-mail quotas, unless the AUTH_RATE_LIMIT_*
 * environment says otherwise. (Rate-limit tests run an auth service of their own with low limits.)
 */
function testProfileAuthDefaults(profile: Profile): AuthSettingsOverrides {
  if (profile !== 'test') return {};
  const generous = 1_000_000;
  const unlessEnv = (name: string) => (process.env[name] ? undefined : generous);
  return {
    rateLimit: {
      emailSent: unlessEnv('AUTH_RATE_LIMIT_EMAIL_SENT'),
      emailSentPerAddress: unlessEnv('AUTH_RATE_LIMIT_EMAIL_SENT_PER_ADDRESS'),
      signInSignUps: unlessEnv('AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS'),
      tokenRefresh: unlessEnv('AUTH_RATE_LIMIT_TOKEN_REFRESH'),
      tokenVerifications: unlessEnv('AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS'),
    },
  };
}

function authenticatorPassword(dbPassword: string, keys: StackKeys): string {
  return dbPassword !== '' ? dbPassword : keys.jwtSecret.slice(0, 32);
}

function withUser(dbUrl: string, user: string, password: string): string {
  const url = new URL(dbUrl);
  url.username = user;
  url.password = password;
  return url.toString();
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const profile: Profile = options.profile ?? 'dev';
  const log = options.log ?? ((line: string) => console.log(`[local-stack:${profile}] ${line}`));
  const ports = stackPorts(profile, options.ports);
  const siteUrl = resolveSiteUrl(profile, options.siteUrl);
  const dataDir = options.dataDir ?? resolveDataDir(profile);
  const externalDbUrl = options.databaseUrl ?? resolveExternalDatabaseUrl(profile);
  const apiUrl = `http://localhost:${ports.api}`;
  const started = Date.now();

  mkdirSync(dataDir, { recursive: true });
  const logDir = join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const storageDir = join(dataDir, 'storage');
  const mailDir = join(dataDir, 'mail');
  const pgDir = join(dataDir, 'pg');

  // Children of a crashed earlier start would hold the ports and the cluster: stop them first.
  const children = new ChildRegistry(join(dataDir, 'children.json'));
  await children.reapOrphans(log);

  // Fail before starting anything when a fixed port is taken.
  await assertPortFree(ports.api, 'API gateway', { log });
  await assertPortFree(ports.mailWeb, 'mail catcher web', { log });
  await assertPortFree(ports.smtp, 'mail catcher SMTP', { log });
  if (!externalDbUrl) await assertPortFree(ports.db, 'PostgreSQL', { log });

  const keys: StackKeys = await loadOrCreateKeys(dataDir);
  // Closed in reverse order; the first entry forgets the recorded child pids once all are stopped.
  const running: Closable[] = [{ name: 'child registry', close: async () => children.clear() }];
  const stopAll = async () => {
    for (const service of running.reverse()) {
      try {
        await service.close();
      } catch (error) {
        console.error(`[local-stack] stopping ${service.name}: ${(error as Error).message}`);
      }
    }
    running.length = 0;
  };

  try {
    if (options.reset) {
      log('Reset: wiping stored files and caught mails…');
      rmSync(storageDir, { recursive: true, force: true });
      rmSync(mailDir, { recursive: true, force: true });
      if (!externalDbUrl) wipeCluster(pgDir);
    }
    mkdirSync(storageDir, { recursive: true });

    // 1. PostgreSQL
    let dbUrl: string;
    let pgPassword: string;
    if (externalDbUrl) {
      dbUrl = externalDbUrl;
      pgPassword = decodeURIComponent(new URL(externalDbUrl).password);
      log(`Using the PostgreSQL server at ${new URL(externalDbUrl).host}`);
    } else {
      const pgServer = await supervise<RunningPostgres>({
        name: 'PostgreSQL',
        log,
        start: () =>
          startEmbeddedPostgres({
            pgDir,
            port: ports.db,
            logFile: join(logDir, 'postgres.log'),
            fast: profile === 'test',
            log,
          }),
        onRun: (run) => children.set('postgres', run.pid, 'SIGINT'),
      });
      running.push({ name: 'postgres', close: () => pgServer.stop() });
      dbUrl = pgServer.current().dbUrl;
      pgPassword = new URL(dbUrl).password;
      log(`PostgreSQL ready on port ${ports.db} (pid ${pgServer.current().pid})`);
    }

    // 2. Platform SQL, migrations, seed.sql
    let runSeedScript = false;
    const db = await connect(dbUrl);
    try {
      if (options.reset && externalDbUrl) {
        log('Reset: dropping every application schema of the external database…');
        await wipeDatabase(db);
      }
      // PostgREST logs in as authenticator over TCP, so it needs a password even when the
      // external URL has none (trust/peer auth): derive a stable one from the stack's secret.
      await applyPlatform(db, authenticatorPassword(pgPassword, keys));
      const applied = await applyMigrations(db);
      for (const m of applied) log(`Applied migration ${m.version}_${m.name}`);
      // Test runs submit forms hundreds of times from loopback: like the auth quotas above, the test
      // profile exempts it from the per-address limits (flood tests come from other 127.x addresses).
      if (profile === 'test') {
        await db.query(`insert into private.rate_limit_exempt (client) values ('127.0.0.1'), ('::1') on conflict do nothing`);
      }
      if (options.seed !== false) {
        const state = await seedState(db);
        if (!state.sqlDone && (await runSeedSql(db))) log('Seeded the database (supabase/seed/seed.sql)');
        runSeedScript = existsSync(SEED_TS) && !state.scriptDone;
      }
    } finally {
      await db.end();
    }

    // 3. PostgREST
    // A restarted PostgREST listens on other ports: the gateway asks for the current one.
    const postgrest = await supervise<RunningPostgrest>({
      name: 'PostgREST',
      log,
      start: () =>
        startPostgrest({
          dbUri: withUser(dbUrl, 'authenticator', authenticatorPassword(pgPassword, keys)),
          jwtSecret: keys.jwtSecret,
          logFile: join(logDir, 'postgrest.log'),
        }),
      onRun: (run) => children.set('postgrest', run.pid),
    });
    running.push({ name: 'postgrest', close: () => postgrest.stop() });

    // 4. Mail catcher
    const mailCatcher = await supervise<RunningMailCatcher>({
      name: 'The mail catcher',
      log,
      start: () =>
        startMailCatcher({
          webPort: ports.mailWeb,
          smtpPort: ports.smtp,
          mailDir,
          logFile: join(logDir, 'maildev.log'),
        }),
      onRun: (run) => children.set('maildev', run.pid),
    });
    running.push({ name: 'maildev', close: () => mailCatcher.stop() });
    // Same ports and addresses on every run.
    const mail = mailCatcher.current();

    const mailFrom = process.env.MAIL_FROM ?? DEFAULT_MAIL_FROM;

    // 5. Auth
    const auth: RunningAuthServer = await startAuthServer({
      dbUrl,
      jwtSecret: keys.jwtSecret,
      apiUrl,
      smtp: { host: mail.smtpHost, port: mail.smtpPort, from: mailFrom },
      settings: {
        ...options.auth,
        rateLimit: { ...testProfileAuthDefaults(profile).rateLimit, ...options.auth?.rateLimit },
        siteUrl: options.auth?.siteUrl ?? siteUrl,
      },
    });
    running.push({ name: 'auth', close: () => auth.close() });

    // 6. Storage and functions (their own modules; wired when present)
    const routes: GatewayRoute[] = [
      {
        prefix: '/rest/v1',
        get target() {
          return postgrest.current().url;
        },
        maxBodyBytes: GATEWAY_LIMITS.default,
        cors: true,
        requireApikey: true,
      },
      {
        prefix: '/auth/v1',
        target: auth.url,
        maxBodyBytes: GATEWAY_LIMITS.default,
        cors: true,
        authStyleErrors: true,
        requireApikey: true,
        // Browser navigations from e-mails carry no apikey: forwarded untouched, like Kong does.
        passthroughPaths: ['/verify', '/callback', '/authorize'],
      },
    ];
    const startStorageServer = await optionalModule<StartStorageServer>(
      join(STACK_DIR, 'storage', 'server.ts'),
      'startStorageServer',
    );
    if (startStorageServer) {
      const storage = await startStorageServer({
        dbUrl,
        jwtSecret: keys.jwtSecret,
        dataDir: storageDir,
        publicUrl: `${apiUrl}/storage/v1`,
      });
      running.push({ name: 'storage', close: () => storage.close() });
      routes.push({
        prefix: '/storage/v1',
        target: `http://127.0.0.1:${storage.port}`,
        maxBodyBytes: GATEWAY_LIMITS.storage,
        cors: true,
        requireApikey: true,
        // Public and signed URLs are opened by <img>, <audio> and links, which send no apikey.
        keyFreePrefixes: ['/object/public/', '/object/sign/', '/object/upload/sign/', '/render/image/public/', '/render/image/sign/'],
      });
    } else {
      log('Storage server not present yet (tools/local-stack/storage/server.ts): /storage/v1 is off');
    }
    const startFunctionsHost = await optionalModule<StartFunctionsHost>(
      join(STACK_DIR, 'functions-host', 'server.ts'),
      'startFunctionsHost',
    );
    if (startFunctionsHost) {
      const outbox = mailOutboxTiming(profile);
      const functions = await startFunctionsHost({
        functionsDir: options.functionsDir ?? FUNCTIONS_DIR,
        jwtSecret: keys.jwtSecret,
        onChild: (pid) => children.set('functions', pid),
        env: {
          SUPABASE_URL: apiUrl,
          SUPABASE_ANON_KEY: keys.anonKey,
          SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
          SUPABASE_DB_URL: dbUrl,
          SMTP_HOST: mail.smtpHost,
          SMTP_PORT: String(mail.smtpPort),
          MAIL_FROM: mailFrom,
          SITE_URL: siteUrl,
          // The local stack alone opts in to the payment sandbox (without Stripe settings).
          PAYMENT_SANDBOX: 'local',
          MAIL_LEASE_SECONDS: outbox.leaseSeconds,
        },
      });
      running.push({ name: 'functions', close: () => functions.close() });
      // Production: pg_cron calls send-pending-mails every minute (README, "Mails that survive").
      const sweep = startMailSweep({
        url: `http://127.0.0.1:${functions.port}/send-pending-mails`,
        serviceRoleKey: keys.serviceRoleKey,
        intervalMs: outbox.sweepMs,
        log,
      });
      running.push({ name: 'mail sweep', close: async () => sweep.stop() });
      routes.push({
        prefix: '/functions/v1',
        target: `http://127.0.0.1:${functions.port}`,
        maxBodyBytes: GATEWAY_LIMITS.default,
        cors: false,
        // The payment page says whether the order is paid even when the host is down.
        unavailablePage: paymentUnavailablePage({ dbUrl, siteUrl, apiUrl }),
      });
    } else {
      log('Functions host not present yet (tools/local-stack/functions-host/server.ts): /functions/v1 is off');
    }

    // 7. Gateway
    const gateway: RunningGateway = await startGateway({ port: ports.api, routes });
    running.push({ name: 'gateway', close: () => gateway.close() });

    // 8. Seed script (uploads through the API, so it runs last)
    if (runSeedScript) {
      log('Running supabase/seed/seed.ts…');
      const seed = await optionalModule<(ctx: { apiUrl: string; serviceRoleKey: string; dbUrl: string }) => Promise<void>>(
        SEED_TS,
        'default',
      );
      await seed?.({ apiUrl, serviceRoleKey: keys.serviceRoleKey, dbUrl });
      const seedDb = await connect(dbUrl);
      try {
        await markSeedScriptDone(seedDb);
      } finally {
        await seedDb.end();
      }
    }

    const values: StackValues = {
      apiUrl,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: keys.jwtSecret,
      dbUrl,
      mailApiUrl: mail.apiUrl,
      siteUrl,
      smtpHost: mail.smtpHost,
      smtpPort: mail.smtpPort,
      nodeVersion: process.version,
    };
    const info: StackInfo = { ...values, pid: process.pid, profile, startedAt: new Date().toISOString() };
    const stackFile = join(dataDir, 'stack.json');
    writeFileSync(stackFile, `${JSON.stringify(info, null, 2)}\n`, { mode: 0o600 });
    running.push({ name: 'stack.json', close: async () => rmSync(stackFile, { force: true }) });
    log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    let stopped: Promise<void> | undefined;
    return {
      ...values,
      profile,
      ports,
      dataDir,
      authSettings: auth.settings,
      stop: () => (stopped ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

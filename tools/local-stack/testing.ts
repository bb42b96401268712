/**
 * Helpers for integration tests that run against the local stack started by
 * tools/local-stack/test/global-setup.ts (vitest `provide('localStack', …)`).
 *
 *   const sb = anonClient();
 *   const user = await createUser({ email: uniqueEmail('ana'), password: 'secreto123', admin: true });
 *   const signedIn = await signIn(user.email, 'secreto123');
 *   const mail = await waitForMail(user.email, 'Confirma');
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import WebSocket from 'ws';
import { resolveDataDir } from './lib/profile.ts';
import type { StackValues } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    localStack: StackValues;
  }
}

let cached: StackValues | undefined;

/** A connection to the test stack's database for one test file: opened before its tests, closed after. */
export function testDatabase(): pg.Client {
  const db = new pg.Client({ connectionString: stackValues().dbUrl });
  beforeAll(() => db.connect());
  afterAll(() => db.end());
  return db;
}

/** The running test stack (from the global setup, else from .data/test/stack.json). */
export function stackValues(): StackValues {
  if (cached) return cached;
  let provided: StackValues | undefined;
  try {
    provided = inject('localStack');
  } catch {
    provided = undefined; // not inside a vitest worker
  }
  if (provided) return (cached = provided);
  const file = join(resolveDataDir('test'), 'stack.json');
  if (!existsSync(file)) {
    throw new Error('No test stack: run the tests with npm run test:integration (its global setup starts one).');
  }
  return (cached = JSON.parse(readFileSync(file, 'utf8')) as StackValues);
}

function client(key: string): SupabaseClient {
  const { apiUrl } = stackValues();
  return createClient(apiUrl, key, {
    // Node 20 has no native WebSocket; supabase-js needs one for realtime.
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * The pid of one of the test stack's child processes ('postgres', 'postgrest', 'maildev',
 * 'functions'), from its children.json, for tests that kill or pause it.
 */
export function stackChildPid(name: string): number {
  const file = join(resolveDataDir('test'), 'children.json');
  const { children } = JSON.parse(readFileSync(file, 'utf8')) as { children: Array<{ name: string; pid: number }> };
  const child = children.find((entry) => entry.name === name);
  if (!child) throw new Error(`The test stack has no child process named ${name}`);
  return child.pid;
}

/** A client with the anon key and no session (a visitor). */
export function anonClient(): SupabaseClient {
  return client(stackValues().anonKey);
}

/** A client with the service-role key (bypasses RLS; admin auth API). */
export function serviceClient(): SupabaseClient {
  return client(stackValues().serviceRoleKey);
}

/** A fresh address on example.com, unique per call. */
export function uniqueEmail(prefix = 'user'): string {
  const safe = prefix.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'user';
  return `${safe}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

export interface CreateUserInput {
  email: string;
  password: string;
  /** E-mail already confirmed (default true). */
  confirmed?: boolean;
  /** Also grant the 'admin' role in public.user_roles. */
  admin?: boolean;
  nombre?: string;
  apellidos?: string;
}

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
}

/** Creates an account through the admin API (so the project's triggers on auth.users run). */
export async function createUser(input: CreateUserInput): Promise<CreatedUser> {
  const service = serviceClient();
  const metadata: Record<string, string> = {};
  if (input.nombre !== undefined) metadata.nombre = input.nombre;
  if (input.apellidos !== undefined) metadata.apellidos = input.apellidos;
  const { data, error } = await service.auth.admin.createUser({
    email: input.email,
    password: input.password,
    email_confirm: input.confirmed ?? true,
    user_metadata: metadata,
  });
  if (error || !data.user) throw new Error(`createUser(${input.email}) failed: ${error?.message ?? 'no user returned'}`);
  if (input.admin) {
    const { error: roleError } = await service
      .from('user_roles')
      .upsert({ user_id: data.user.id, role: 'admin' }, { onConflict: 'user_id' });
    if (roleError) throw new Error(`granting admin to ${input.email} failed: ${roleError.message}`);
  }
  return { id: data.user.id, email: input.email, password: input.password };
}

/** A client signed in with e-mail and password (throws with the auth error otherwise). */
export async function signIn(email: string, password: string): Promise<SupabaseClient> {
  const sb = anonClient();
  const { error } = await sb.auth.signInWithPassword({ email, password });
  if (error) throw new Error(`signIn(${email}) failed: ${error.message}`);
  return sb;
}

/** A message as maildev's REST API returns it. */
export interface CaughtMail {
  id: string;
  subject: string;
  html: string;
  text: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  date: string;
}

/** Every caught message sent to `email`, oldest first. */
export async function mailsTo(email: string): Promise<CaughtMail[]> {
  const response = await fetch(`${stackValues().mailApiUrl}/email`);
  if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
  const all = (await response.json()) as CaughtMail[];
  const wanted = email.toLowerCase();
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === wanted));
}

/** Waits for a message to `email` whose subject contains `subjectPart`; returns the newest match. */
export async function waitForMail(email: string, subjectPart: string, timeoutMs = 10_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matches = (await mailsTo(email)).filter((m) => m.subject.includes(subjectPart));
    const last = matches[matches.length - 1];
    if (last) return last;
    if (Date.now() > deadline) {
      const subjects = (await mailsTo(email)).map((m) => m.subject);
      throw new Error(`No mail to ${email} with "${subjectPart}" in ${timeoutMs} ms (got: ${JSON.stringify(subjects)})`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link in a mail whose URL contains `contains` (HTML entities decoded). */
export function linkInMail(mail: CaughtMail, contains = '/auth/v1/verify'): string {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] as string).replaceAll('&amp;', '&'));
  const link = hrefs.find((href) => href.includes(contains));
  if (!link) throw new Error(`No link containing ${contains} in "${mail.subject}"`);
  return link;
}

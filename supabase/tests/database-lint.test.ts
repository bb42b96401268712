/**
 * Supabase's database linter (splinter, vendored in supabase/lint with its licence) run against
 * the test stack's database, with the API's exposed schemas as the hosted project has them
 * (config.toml [api] schemas). No lint may be at level ERROR; the warnings below are accepted on
 * purpose, each by its lint and object with why, so a new warning of any kind fails this test too.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackValues } from '../../tools/local-stack/testing.ts';

interface Lint {
  name: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  detail: string;
  /** schema.name of what the lint is about. */
  object: string;
}

/**
 * Security definer functions the API offers on purpose (splinter warns of every one a browser
 * role may execute): each reads or writes what its callers may not touch directly, and checks its
 * caller or its input itself. By who may call it, with why.
 */
const DEFINER_FOR_EVERYONE: Record<string, string> = {
  get_blog_post_body: "the blog's content gate: a published post's body, whole only for a confirmed subscriber (the column is not granted)",
  is_admin: 'what every admin policy asks: it answers for the caller only, from user_roles, which callers cannot read for others',
  report_web_vitals: "visitors' field measurements (sendBeacon): checked, limited per address, into a table no browser writes",
  song_rating_summary: "a song's average and count for the player, without the sessions behind them",
  verify_blog_subscription: 'whether an address is a confirmed subscriber (the gate), limited per address',
};
const DEFINER_FOR_SIGNED_IN: Record<string, string> = {
  admin_blog_posts: 'the admin list of posts with their bodies: refuses anyone but an admin itself',
  admin_unsent_mails: "Herramientas' list of mails not yet sent: refuses anyone but an admin itself",
};

/** The warnings accepted, as `lint: schema.object`. */
const ACCEPTED_WARNINGS = [
  ...Object.keys(DEFINER_FOR_EVERYONE).flatMap((name) => [`anon_security_definer_function_executable: public.${name}`, `authenticated_security_definer_function_executable: public.${name}`]),
  ...Object.keys(DEFINER_FOR_SIGNED_IN).map((name) => `authenticated_security_definer_function_executable: public.${name}`),
];

const splinter = readFileSync(new URL('../lint/splinter.sql', import.meta.url), 'utf8');
const exposedSchemas = () => {
  const config = readFileSync(new URL('../config.toml', import.meta.url), 'utf8');
  return (JSON.parse(/^schemas = (.+)$/m.exec(config)?.[1] ?? '[]') as string[]).join(', ');
};

let db: pg.Client;
let lints: Lint[] = [];

beforeAll(async () => {
  db = new pg.Client({ connectionString: stackValues().dbUrl });
  await db.connect();
  await db.query('begin');
  try {
    await db.query(`select set_config('pgrst.db_schemas', $1, true)`, [exposedSchemas()]);
    // splinter.sql is its `set local search_path` and one query.
    const [, query] = splinter.split(/;\n/, 2);
    const { rows } = await db.query<Omit<Lint, 'object'> & { metadata: Record<string, string> }>(query as string);
    lints = rows.map(({ name, level, detail, metadata }) => ({ name, level, detail, object: `${metadata.schema ?? ''}.${metadata.name ?? ''}` }));
  } finally {
    await db.query('rollback');
  }
});

afterAll(async () => {
  await db.end();
});

const key = (lint: Lint) => `${lint.name}: ${lint.object}`;

describe("Supabase's database linter (splinter)", () => {
  it('finds no error', () => {
    expect(lints.filter((lint) => lint.level === 'ERROR').map((lint) => lint.detail)).toEqual([]);
  });

  it('finds only the warnings accepted on purpose', () => {
    const warnings = lints.filter((lint) => lint.level === 'WARN');
    expect(warnings.map(key).sort()).toEqual([...ACCEPTED_WARNINGS].sort());
  });
});

import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A row of auth.users (the columns the auth service reads). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  /** With double confirmation: the token sent to the current address. */
  email_change_token_current: string | null;
  /** 0 none yet, 1 one of the two links followed. */
  email_change_confirm_status: number | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export type Queryable = pg.Pool | pg.PoolClient;

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
  confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, email_change_token_new,
  email_change_token_current, email_change_confirm_status, email_change, email_change_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, phone, phone_confirmed_at, confirmed_at, banned_until, deleted_at, is_anonymous,
  reauthentication_token, reauthentication_sent_at`;

export const AUDIENCE = 'authenticated';

export async function findUserById(db: Queryable, id: string, lock = false): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string, lock = false): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users
     where lower(email) = $1 and is_sso_user = false
     order by created_at limit 1${lock ? ' for update' : ''}`,
    [email.toLowerCase()],
  );
  return rows[0];
}

export type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_new' | 'email_change_token_current';

export async function findUserByToken(
  db: Queryable,
  column: TokenColumn,
  tokenHash: string,
): Promise<UserRow | undefined> {
  if (tokenHash === '') return undefined;
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${column} = $1 for update`,
    [tokenHash],
  );
  return rows[0];
}

export interface NewUser {
  id?: string;
  email: string;
  encryptedPassword: string;
  role?: string;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  emailConfirmedAt?: Date | null;
  invitedAt?: Date | null;
  confirmationToken?: string;
  confirmationSentAt?: Date | null;
  bannedUntil?: Date | null;
  phone?: string | null;
}

/** Inserts into auth.users (so the project's triggers on auth.users run) plus the e-mail identity. */
export async function insertUser(db: pg.PoolClient, user: NewUser): Promise<UserRow> {
  const id = user.id ?? randomUUID();
  const now = new Date();
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       confirmation_token, confirmation_sent_at, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, phone,
       banned_until, is_anonymous)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, $3, $4, $5, $6, $7, $8, $9, '', '', '',
       $10, $11, false, $12, $12, $13, $14, false)
     returning ${USER_COLUMNS}`,
    [
      id,
      AUDIENCE,
      user.role ?? AUDIENCE,
      user.email,
      user.encryptedPassword,
      user.emailConfirmedAt ?? null,
      user.invitedAt ?? null,
      user.confirmationToken ?? '',
      user.confirmationSentAt ?? null,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      now,
      user.phone ?? null,
      user.bannedUntil ?? null,
    ],
  );
  const row = rows[0] as UserRow;
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', $3, $3, $3)`,
    [id, JSON.stringify(emailIdentityData(row)), now],
  );
  return row;
}

/** identity_data of an e-mail identity, as GoTrue writes it. */
export function emailIdentityData(user: UserRow): Record<string, unknown> {
  const meta = user.raw_user_meta_data ?? {};
  return {
    ...meta,
    sub: user.id,
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
  };
}

/** Sets columns of auth.users by name (names come from code, never from requests). */
export async function updateUser(db: Queryable, id: string, fields: Record<string, unknown>): Promise<UserRow> {
  const names = Object.keys(fields);
  const assignments = names.map((name, i) => `${pg.escapeIdentifier(name)} = $${i + 2}`);
  assignments.push('updated_at = now()');
  const values = names.map((name) => {
    const value = fields[name];
    return value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
  });
  const { rows } = await db.query<UserRow>(
    `update auth.users set ${assignments.join(', ')} where id = $1 returning ${USER_COLUMNS}`,
    [id, ...values],
  );
  const row = rows[0];
  if (!row) throw new Error(`auth.users ${id} vanished during an update`);
  return row;
}

/** Keeps the e-mail identity in step with the user (verified flag, e-mail, metadata). */
export async function syncEmailIdentity(db: Queryable, user: UserRow): Promise<void> {
  await db.query(
    `update auth.identities set identity_data = $2, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id, JSON.stringify(emailIdentityData(user))],
  );
}

export async function touchIdentitySignIn(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [userId],
  );
  return rows;
}

export async function audit(
  db: Queryable,
  action: string,
  actor: { id: string; email: string | null } | undefined,
  ip: string,
  traits: Record<string, unknown> = {},
): Promise<void> {
  await db.query(
    `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, now(), $3)`,
    [
      randomUUID(),
      JSON.stringify({
        action,
        actor_id: actor?.id ?? '00000000-0000-0000-0000-000000000000',
        actor_username: actor?.email ?? '',
        actor_via_sso: false,
        log_type: action === 'token_refreshed' || action === 'token_revoked' ? 'token' : 'account',
        traits,
      }),
      ip.slice(0, 64),
    ],
  );
}

/** An error whose transaction must still be committed (e.g. revoking a stolen token family). */
export class CommitThenFail extends Error {
  constructor(readonly error: Error) {
    super(error.message);
  }
}

/** Runs `work` in one transaction; rolled back on any error except CommitThenFail. */
export async function transaction<T>(pool: pg.Pool, work: (db: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    if (error instanceof CommitThenFail) {
      await client.query('commit');
      throw error.error;
    }
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AuthContext } from '../context.ts';
import { newOneTimeToken, verificationLink, type VerificationType } from '../email-links.ts';
import { AuthError, errors } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import type { AuthRequest, AuthResponse } from '../http.ts';
import { hashPassword, randomPassword } from '../passwords.ts';
import { resolveRedirect } from '../redirect.ts';
import {
  audit,
  findUserByEmail,
  findUserById,
  identitiesOf,
  insertUser,
  syncEmailIdentity,
  transaction,
  updateUser,
  type UserRow,
} from '../store.ts';
import { userJson } from '../user-json.ts';
import {
  isUuid,
  mergeMetadata,
  optionalBoolean,
  optionalObject,
  optionalString,
  parseBanDuration,
  validateEmail,
} from '../validation.ts';
import { isDatabaseError } from './common.ts';

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

function passwordField(body: Record<string, unknown>): string | undefined {
  const password = optionalString(body, 'password');
  if (password !== undefined && Buffer.byteLength(password, 'utf8') > 72) throw errors.passwordTooLong();
  return password === '' ? undefined : password;
}

function passwordHashField(body: Record<string, unknown>): string | undefined {
  const hash = optionalString(body, 'password_hash');
  if (hash === undefined || hash === '') return undefined;
  if (!/^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(hash)) {
    throw errors.validation('Invalid password hash: only bcrypt hashes are supported');
  }
  return hash;
}

function roleField(body: Record<string, unknown>): string | undefined {
  const role = optionalString(body, 'role');
  if (role !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw errors.validation('Invalid role');
  return role;
}

function banField(body: Record<string, unknown>): Date | null | undefined {
  const value = optionalString(body, 'ban_duration');
  if (value === undefined || value === '') return undefined;
  const ms = parseBanDuration(value);
  return ms === null ? null : new Date(Date.now() + ms);
}

function userIdParam(id: string): string {
  if (!isUuid(id)) throw errors.notFound('User not found');
  return id;
}

function wrapDbError(error: unknown, message: string): never {
  if (error instanceof AuthError) throw error;
  if (isDatabaseError(error)) {
    console.error(`[auth] ${message}:`, error.message);
    throw errors.unexpected(message);
  }
  throw error;
}

/** GoTrue's paginate(): an unsigned integer, else 400 with Go's strconv message. */
function paginationParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d+$/.test(raw)) {
    throw errors.validation(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
  }
  return Number(raw);
}

/** GET /admin/users?page=&per_page= */
export async function listUsers(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  await requireAdmin(ctx, req);
  const page = Math.max(1, paginationParam(req.query, 'page') ?? 1);
  const perPage = Math.min(1000, Math.max(1, paginationParam(req.query, 'per_page') ?? 50));
  const { rows: countRows } = await ctx.pool.query<{ total: string }>('select count(*) as total from auth.users');
  const total = Number(countRows[0]?.total ?? 0);
  const { rows: ids } = await ctx.pool.query<{ id: string }>(
    'select id from auth.users order by created_at desc, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const { id } of ids) {
    const user = await findUserById(ctx.pool, id);
    if (user) users.push(userJson(user, await identitiesOf(ctx.pool, id)));
  }
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  // auth-js reads the page number right after the first "=", so `page` comes first.
  const links: string[] = [];
  if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  return {
    status: 200,
    json: { users, aud: 'authenticated' },
    headers: { 'x-total-count': String(total), link: links.join(', ') },
  };
}

/** POST /admin/users — no password strength check, as in GoTrue. */
export async function createUser(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  await requireAdmin(ctx, req);
  const body = req.body;
  const email = validateEmail(body.email);
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
    throw errors.validation('Phone numbers are not supported by this project');
  }
  const idParam = optionalString(body, 'id');
  if (idParam !== undefined && !isUuid(idParam)) throw errors.validation('id must be a UUID');
  const password = passwordField(body);
  const passwordHash = passwordHashField(body);
  const confirm = optionalBoolean(body, 'email_confirm') ?? false;
  const userMetadata = optionalObject(body, 'user_metadata') ?? {};
  const appMetadata = optionalObject(body, 'app_metadata') ?? {};
  const role = roleField(body);
  const bannedUntil = banField(body);

  try {
    const user = await transaction(ctx.pool, async (db) => {
      if (await findUserByEmail(db, email)) throw errors.emailExists();
      if (idParam && (await findUserById(db, idParam))) throw errors.validation('A user with this id already exists');
      const created = await insertUser(db, {
        id: idParam ?? randomUUID(),
        email,
        encryptedPassword: passwordHash ?? (await hashPassword(password ?? randomPassword())),
        role: role ?? 'authenticated',
        userMetadata,
        appMetadata: { ...appMetadata, ...EMAIL_APP_METADATA },
        emailConfirmedAt: confirm ? new Date() : null,
        bannedUntil: bannedUntil ?? null,
      });
      await audit(db, 'user_signedup', { id: created.id, email }, req.ip, { provider: 'email', via: 'admin' });
      return created;
    });
    return { status: 200, json: userJson(user, await identitiesOf(ctx.pool, user.id)) };
  } catch (error) {
    wrapDbError(error, 'Database error creating new user');
  }
}

/** GET /admin/users/:id */
export async function getUserById(ctx: AuthContext, req: AuthRequest, id: string): Promise<AuthResponse> {
  await requireAdmin(ctx, req);
  const user = await findUserById(ctx.pool, userIdParam(id));
  if (!user) throw errors.userNotFound();
  return { status: 200, json: userJson(user, await identitiesOf(ctx.pool, user.id)) };
}

/** PUT /admin/users/:id — changes apply at once (no confirmation e-mails). */
export async function updateUserById(ctx: AuthContext, req: AuthRequest, id: string): Promise<AuthResponse> {
  await requireAdmin(ctx, req);
  const body = req.body;
  const userId = userIdParam(id);
  const email = body.email === undefined || body.email === null ? undefined : validateEmail(body.email);
  const password = passwordField(body);
  const passwordHash = passwordHashField(body);
  const confirm = optionalBoolean(body, 'email_confirm');
  const userMetadata = optionalObject(body, 'user_metadata');
  const appMetadata = optionalObject(body, 'app_metadata');
  const role = roleField(body);
  const bannedUntil = banField(body);

  try {
    const user = await transaction(ctx.pool, async (db) => {
      let user = await findUserById(db, userId, true);
      if (!user) throw errors.userNotFound();
      const fields: Record<string, unknown> = {};
      if (email !== undefined && email !== user.email) {
        const other = await findUserByEmail(db, email);
        if (other && other.id !== user.id) throw errors.emailExists();
        fields.email = email;
      }
      if (passwordHash) fields.encrypted_password = passwordHash;
      else if (password) fields.encrypted_password = await hashPassword(password);
      if (confirm === true && !user.email_confirmed_at) fields.email_confirmed_at = new Date();
      if (confirm === false) fields.email_confirmed_at = null;
      if (userMetadata) fields.raw_user_meta_data = mergeMetadata(user.raw_user_meta_data, userMetadata);
      if (appMetadata) fields.raw_app_meta_data = mergeMetadata(user.raw_app_meta_data, appMetadata);
      if (role) fields.role = role;
      if (bannedUntil !== undefined) fields.banned_until = bannedUntil;
      if (Object.keys(fields).length > 0) {
        user = await updateUser(db, user.id, fields);
        await syncEmailIdentity(db, user);
        // A banned account or a new password ends the account's sessions.
        if (fields.encrypted_password || (bannedUntil && bannedUntil.getTime() > Date.now())) {
          await db.query('delete from auth.sessions where user_id = $1', [user.id]);
        }
        await audit(db, 'user_modified', { id: user.id, email: user.email }, req.ip, { via: 'admin' });
      }
      return user;
    });
    return { status: 200, json: userJson(user, await identitiesOf(ctx.pool, user.id)) };
  } catch (error) {
    wrapDbError(error, 'Database error updating user');
  }
}

/** DELETE /admin/users/:id — hard delete (cascades), or soft delete that frees the e-mail. */
export async function deleteUserById(ctx: AuthContext, req: AuthRequest, id: string): Promise<AuthResponse> {
  await requireAdmin(ctx, req);
  const userId = userIdParam(id);
  const soft = optionalBoolean(req.body, 'should_soft_delete') ?? false;
  try {
    await transaction(ctx.pool, async (db) => {
      const user = await findUserById(db, userId, true);
      if (!user) throw errors.userNotFound();
      if (soft) {
        await db.query('delete from auth.sessions where user_id = $1', [user.id]);
        await db.query('delete from auth.identities where user_id = $1', [user.id]);
        await updateUser(db, user.id, {
          deleted_at: new Date(),
          email: null,
          phone: null,
          encrypted_password: '',
          confirmation_token: '',
          recovery_token: '',
          email_change: '',
          email_change_token_new: '',
          email_change_token_current: '',
          raw_user_meta_data: {},
        });
      } else {
        await db.query('delete from auth.users where id = $1', [user.id]);
      }
      await audit(db, 'user_deleted', { id: user.id, email: user.email }, req.ip, { soft });
    });
  } catch (error) {
    wrapDbError(error, 'Database error deleting user');
  }
  return { status: 200, json: {} };
}

const LINK_TYPES = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const;
type LinkType = (typeof LINK_TYPES)[number];

async function userForLink(
  db: pg.PoolClient,
  type: LinkType,
  email: string,
  body: Record<string, unknown>,
): Promise<UserRow> {
  const existing = await findUserByEmail(db, email, true);
  if (type !== 'signup' && type !== 'invite') {
    if (!existing || existing.deleted_at) throw errors.userNotFound();
    return existing;
  }
  if (existing) {
    if (existing.email_confirmed_at) throw errors.emailExists();
    return existing;
  }
  const password = passwordField(body);
  if (type === 'signup' && !password) throw errors.validation('Signup requires a valid password');
  return insertUser(db, {
    email,
    encryptedPassword: await hashPassword(password ?? randomPassword()),
    appMetadata: EMAIL_APP_METADATA,
    userMetadata: optionalObject(body, 'data') ?? {},
    invitedAt: type === 'invite' ? new Date() : null,
  });
}

/** The new address of an e-mail change link: valid and nobody else's. */
async function newEmailForLink(db: pg.PoolClient, body: Record<string, unknown>, userId: string): Promise<string> {
  const newEmail = validateEmail(body.new_email);
  const other = await findUserByEmail(db, newEmail);
  if (other && other.id !== userId) throw errors.emailExists();
  return newEmail;
}

/** POST /admin/generate_link — the link an e-mail would carry, without sending it. */
export async function generateLink(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  await requireAdmin(ctx, req);
  const type = req.body.type as LinkType;
  if (!LINK_TYPES.includes(type)) {
    throw errors.validation(`Invalid email action link type requested: ${String(req.body.type)}`);
  }
  const email = validateEmail(req.body.email);
  const redirectTo = resolveRedirect(
    ctx.settings,
    req.query.get('redirect_to') ?? optionalString(req.body, 'redirect_to') ?? null,
  );
  try {
    const result = await transaction(ctx.pool, async (db) => {
      let user = await userForLink(db, type, email, req.body);
      const now = new Date();
      let verification: VerificationType;
      let token: { otp: string; tokenHash: string };
      if (type === 'signup' || type === 'invite') {
        verification = type;
        token = newOneTimeToken(email, ctx.settings.otpLength);
        user = await updateUser(db, user.id, {
          confirmation_token: token.tokenHash,
          confirmation_sent_at: now,
          ...(type === 'invite' ? { invited_at: now } : {}),
        });
      } else if (type === 'magiclink' || type === 'recovery') {
        verification = type;
        token = newOneTimeToken(email, ctx.settings.otpLength);
        user = await updateUser(db, user.id, { recovery_token: token.tokenHash, recovery_sent_at: now });
      } else {
        // GoTrue: the link for the current address or the new one; both verify as email_change.
        verification = 'email_change';
        const newEmail = await newEmailForLink(db, req.body, user.id);
        token = newOneTimeToken(type === 'email_change_current' ? email : newEmail, ctx.settings.otpLength);
        user = await updateUser(db, user.id, {
          email_change: newEmail,
          [type === 'email_change_current' ? 'email_change_token_current' : 'email_change_token_new']: token.tokenHash,
          email_change_confirm_status: 0,
          email_change_sent_at: now,
        });
      }
      return {
        ...userJson(user, await identitiesOf(db, user.id)),
        action_link: verificationLink(ctx, token.tokenHash, verification, redirectTo),
        email_otp: token.otp,
        hashed_token: token.tokenHash,
        redirect_to: redirectTo,
        verification_type: verification,
      };
    });
    return { status: 200, json: result };
  } catch (error) {
    wrapDbError(error, 'Database error saving new user');
  }
}


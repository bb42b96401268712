import type { IdentityRow, UserRow } from './store.ts';

/** GoTrue's User JSON (models/user.go): optional fields are left out when null. */
export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: IdentityJson[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
  [optional: string]: unknown;
}

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email?: string;
}

const iso = (d: Date | null | undefined): string | undefined => (d ? d.toISOString() : undefined);

export function identityJson(row: IdentityRow): IdentityJson {
  const out: IdentityJson = {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    created_at: iso(row.created_at) ?? new Date(0).toISOString(),
    updated_at: iso(row.updated_at) ?? new Date(0).toISOString(),
  };
  const lastSignIn = iso(row.last_sign_in_at);
  if (lastSignIn) out.last_sign_in_at = lastSignIn;
  if (row.email) out.email = row.email;
  return out;
}

export function userJson(user: UserRow, identities: IdentityRow[]): UserJson {
  const out: UserJson = {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(user.created_at) ?? new Date(0).toISOString(),
    updated_at: iso(user.updated_at) ?? new Date(0).toISOString(),
    is_anonymous: user.is_anonymous,
  };
  const optional: [string, Date | null][] = [
    ['email_confirmed_at', user.email_confirmed_at],
    ['phone_confirmed_at', user.phone_confirmed_at],
    ['confirmation_sent_at', user.confirmation_sent_at],
    ['confirmed_at', user.confirmed_at],
    ['recovery_sent_at', user.recovery_sent_at],
    ['email_change_sent_at', user.email_change_sent_at],
    ['last_sign_in_at', user.last_sign_in_at],
    ['invited_at', user.invited_at],
    ['banned_until', user.banned_until],
    ['deleted_at', user.deleted_at],
  ];
  for (const [key, value] of optional) {
    const text = iso(value);
    if (text) out[key] = text;
  }
  if (user.email_change) out.new_email = user.email_change;
  return out;
}

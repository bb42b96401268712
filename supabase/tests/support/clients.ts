/** Clients for the schema tests: a visitor with a music session, a signed-in user, an admin. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { beforeAll } from 'vitest';
import { createUser, signIn, stackValues, uniqueEmail, type CreatedUser } from '../../../tools/local-stack/testing.ts';

/** A visitor whose requests carry `x-user-session: <session>` (how the music page identifies ratings). */
export function visitorWithSession(session: string | null): SupabaseClient {
  const { apiUrl, anonKey } = stackValues();
  return createClient(apiUrl, anonKey, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: session ? { 'x-user-session': session } : {} },
  });
}

export interface Actor {
  user: CreatedUser;
  client: SupabaseClient;
}

export async function signedInActor(prefix: string, options: { admin?: boolean; nombre?: string; apellidos?: string } = {}): Promise<Actor> {
  const user = await createUser({ email: uniqueEmail(prefix), password: 'secreto-123', ...options });
  return { user, client: await signIn(user.email, user.password) };
}

/** An admin and a signed-in user who is not one, signed up before the file's tests run (read them inside the tests). */
export function adminAndUser(prefix: string): { admin: Actor; user: Actor } {
  const actors = {} as { admin: Actor; user: Actor };
  beforeAll(async () => {
    actors.admin = await signedInActor(`${prefix}-admin`, { admin: true });
    actors.user = await signedInActor(`${prefix}-user`);
  });
  return actors;
}

export function uniqueSession(): string {
  return `session-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
}

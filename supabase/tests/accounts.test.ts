/**
 * Profiles and roles: the sign-up trigger, "own row only" for users, roles granted only by admins,
 * and the client calls of the accounts spec (read by user_id, upsert on user_id, single role read).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { type Actor, signedInActor } from './support/clients.ts';

const service = serviceClient();
let ana: Actor;
let bruno: Actor;
let admin: Actor;

beforeAll(async () => {
  ana = await signedInActor('ana', { nombre: '  Ana ', apellidos: 'García López' });
  bruno = await signedInActor('bruno', { nombre: 'Bruno' });
  admin = await signedInActor('admin', { admin: true });
});

describe('profile trigger', () => {
  it('creates the profile from the sign-up metadata (trimmed) and the default role', async () => {
    const { data: profile } = await service.from('profiles').select('*').eq('user_id', ana.user.id).single();
    expect(profile).toMatchObject({ user_id: ana.user.id, nombre: 'Ana', apellidos: 'García López' });
    const { data: role } = await service.from('user_roles').select('role').eq('user_id', ana.user.id).single();
    expect(role).toEqual({ role: 'user' });
  });

  it('creates an empty profile when there is no metadata', async () => {
    const user = await createUser({ email: uniqueEmail('sin-datos'), password: 'secreto-123' });
    const { data } = await service.from('profiles').select('nombre, apellidos').eq('user_id', user.id).single();
    expect(data).toEqual({ nombre: null, apellidos: null });
  });

  it('removes profile and role with the account', async () => {
    const user = await createUser({ email: uniqueEmail('baja'), password: 'secreto-123' });
    const { error } = await service.auth.admin.deleteUser(user.id);
    expect(error).toBeNull();
    const { data: profiles } = await service.from('profiles').select('user_id').eq('user_id', user.id);
    const { data: roles } = await service.from('user_roles').select('user_id').eq('user_id', user.id);
    expect(profiles).toEqual([]);
    expect(roles).toEqual([]);
  });
});

describe('profiles', () => {
  it('a user reads their own profile and not another one (maybeSingle: null, no error)', async () => {
    const own = await ana.client.from('profiles').select('*').eq('user_id', ana.user.id).maybeSingle();
    expect(own.error).toBeNull();
    expect(own.data?.nombre).toBe('Ana');
    const other = await ana.client.from('profiles').select('*').eq('user_id', bruno.user.id).maybeSingle();
    expect(other).toMatchObject({ data: null, error: null });
  });

  it('a visitor cannot read profiles', async () => {
    const { data, error } = await anonClient().from('profiles').select('*').eq('user_id', ana.user.id);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('the spec upsert on user_id updates the own profile', async () => {
    const { error } = await ana.client
      .from('profiles')
      .upsert({ user_id: ana.user.id, nombre: 'Ana María', apellidos: 'García' }, { onConflict: 'user_id' });
    expect(error).toBeNull();
    const { data } = await service.from('profiles').select('nombre, apellidos').eq('user_id', ana.user.id).single();
    expect(data).toEqual({ nombre: 'Ana María', apellidos: 'García' });
  });

  it('a user cannot write another user\'s profile (upsert refused, update touches nothing)', async () => {
    const upsert = await ana.client
      .from('profiles')
      .upsert({ user_id: bruno.user.id, nombre: 'Hackeado' }, { onConflict: 'user_id' });
    expect(upsert.error?.code).toBe('42501');
    const update = await ana.client.from('profiles').update({ nombre: 'Hackeado' }).eq('user_id', bruno.user.id).select();
    expect(update).toMatchObject({ data: [], error: null });
    const { data } = await service.from('profiles').select('nombre').eq('user_id', bruno.user.id).single();
    expect(data?.nombre).toBe('Bruno');
  });

  it('the spec insert after sign-up: duplicate for oneself, refused for a visitor', async () => {
    const own = await ana.client.from('profiles').insert({ user_id: ana.user.id, nombre: 'Ana' });
    expect(own.error?.code).toBe('23505'); // the trigger already created it
    const visitor = await anonClient().from('profiles').insert({ user_id: ana.user.id, nombre: 'X' });
    expect(visitor.error?.code).toBe('42501');
  });

  it('refuses over-long names', async () => {
    const { error } = await ana.client.from('profiles').update({ nombre: 'x'.repeat(101) }).eq('user_id', ana.user.id);
    expect(error?.code).toBe('23514');
  });

  it('nobody deletes profiles through the API; admins read all of them', async () => {
    const del = await admin.client.from('profiles').delete().eq('user_id', bruno.user.id);
    expect(del.error?.code).toBe('42501');
    const { data } = await admin.client.from('profiles').select('user_id').eq('user_id', bruno.user.id);
    expect(data).toHaveLength(1);
  });
});

describe('user_roles', () => {
  it('the spec role read (single) gives the own role', async () => {
    const { data, error } = await ana.client.from('user_roles').select('role').eq('user_id', ana.user.id).single();
    expect(error).toBeNull();
    expect(data).toEqual({ role: 'user' });
    const adminRole = await admin.client.from('user_roles').select('role').eq('user_id', admin.user.id).single();
    expect(adminRole.data).toEqual({ role: 'admin' });
  });

  it('another user\'s role is invisible (single → PGRST116)', async () => {
    const { error } = await ana.client.from('user_roles').select('role').eq('user_id', admin.user.id).single();
    expect(error?.code).toBe('PGRST116');
  });

  it('a user cannot make themselves admin', async () => {
    const update = await ana.client.from('user_roles').update({ role: 'admin' }).eq('user_id', ana.user.id).select();
    expect(update.error?.code).toBe('42501');
    const upsert = await ana.client.from('user_roles').upsert({ user_id: ana.user.id, role: 'admin' }, { onConflict: 'user_id' });
    expect(upsert.error?.code).toBe('42501');
    const { data } = await service.from('user_roles').select('role').eq('user_id', ana.user.id).single();
    expect(data?.role).toBe('user');
  });

  it('a visitor cannot read or write roles', async () => {
    const read = await anonClient().from('user_roles').select('*');
    expect(read.error?.code).toBe('42501');
    const write = await anonClient().from('user_roles').insert({ user_id: ana.user.id, role: 'admin' });
    expect(write.error?.code).toBe('42501');
  });

  it('not even an admin writes roles from a browser (admins are made by grant_admin_by_email); the role must be user or admin', async () => {
    const target = await createUser({ email: uniqueEmail('promocion'), password: 'secreto-123' });
    const grant = await admin.client.from('user_roles').update({ role: 'admin' }).eq('user_id', target.id).select();
    expect(grant.error?.code).toBe('42501');
    const revoke = await admin.client.from('user_roles').delete().eq('user_id', target.id);
    expect(revoke.error?.code).toBe('42501');
    const { data } = await service.from('user_roles').select('role').eq('user_id', target.id);
    expect(data).toEqual([{ role: 'user' }]);
    const bad = await service.from('user_roles').update({ role: 'root' }).eq('user_id', target.id);
    expect(bad.error?.code).toBe('23514');
  });

  it('is_admin() answers for the caller only', async () => {
    expect((await admin.client.rpc('is_admin')).data).toBe(true);
    expect((await ana.client.rpc('is_admin')).data).toBe(false);
    expect((await anonClient().rpc('is_admin')).data).toBe(false);
  });
});

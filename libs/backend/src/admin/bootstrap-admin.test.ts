/** What the bootstrap card gets back from admin-bootstrap through the real stack's gateway. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { bootstrapAdmin } from './bootstrap-admin.ts';
import type { Backend } from '../client.ts';
import { serviceClient } from '../../../../tools/local-stack/testing.ts';
import { adminAndUser } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const people = adminAndUser('arranque');

describe('bootstrapAdmin (the bootstrap card)', () => {
  it('gives back the server error text', async () => {
    // The test stack configures no ADMIN_BOOTSTRAP_SECRET: the function says so.
    expect(await bootstrapAdmin(typed(people.admin.client), { admin_email: people.user.user.email, bootstrap_secret: 'secreto' })).toEqual({
      ok: false,
      message: 'Admin bootstrap is not configured on this server',
    });
    const { data: role } = await service.from('user_roles').select('role').eq('user_id', people.user.user.id).single();
    expect(role?.role).toBe('user');
  });

  it('checks the input before calling', async () => {
    await expect(bootstrapAdmin(typed(people.admin.client), { admin_email: 'no-es-un-email', bootstrap_secret: '' })).rejects.toThrow();
  });
});

/** What the domain card gets back from verify-domain through the real stack's gateway. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyDomain } from './verify-domain.ts';
import type { Backend } from '../client.ts';
import { serviceClient } from '../../../../tools/local-stack/testing.ts';
import { adminAndUser } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const people = adminAndUser('dominio');

describe('verifyDomain (the domain card)', () => {
  const domain = `pw-${randomUUID().slice(0, 8)}.example.com`;

  afterAll(async () => {
    await service.from('email_domains').delete().eq('domain', domain);
  });

  it('gives a non-admin the server refusal text', async () => {
    expect(await verifyDomain(typed(people.user.client), 'check_status', domain)).toEqual({
      ok: false,
      status: 403,
      message: 'Solo los administradores pueden gestionar los dominios de envío.',
    });
  });

  it('adds a domain, answers its records and status, and says when a domain is unknown', async () => {
    const added = await verifyDomain(typed(people.admin.client), 'add_domain', ` ${domain} `);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.answer).toMatchObject({ status: 'pending', domain: { name: domain, status: 'pending' } });
    expect(added.answer.domain.records).toHaveLength(3);
    expect(added.answer.message).toContain('entre 2 y 24 horas');

    const checked = await verifyDomain(typed(people.admin.client), 'check_status', domain);
    expect(checked).toMatchObject({ ok: true, answer: { message: `Estado del dominio ${domain}: pendiente de verificación.` } });

    const unknown = await verifyDomain(typed(people.admin.client), 'check_status', `otro-${domain}`);
    expect(unknown).toEqual({ ok: false, status: 404, message: `El dominio otro-${domain} no está registrado. Añádelo primero.` });
  });
});

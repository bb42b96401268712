/**
 * Account pre-registration: an attacker signs up with someone else's address before its owner does.
 * The owner's confirmation must not leave the attacker's password working (the hosted auth service
 * keeps the first password of an unconfirmed account; the database forgets it at confirmation).
 */
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, linkInMail, stackValues, testDatabase, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';

const ATTACKER_PASSWORD = 'Atacante-2026';
const OWNER_PASSWORD = 'Propietaria-2026';
const CHOSEN_PASSWORD = 'Elegida-Tras-Confirmar-2026';

const db = testDatabase();

function sessionFromLink(location: string | null): { access_token: string; refresh_token: string; type: string | null } {
  const fragment = new URLSearchParams((location ?? '').split('#')[1] ?? '');
  return {
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
    type: fragment.get('type'),
  };
}

describe('pre-registration takeover', () => {
  it("ends with the attacker's password refused and the owner choosing theirs", async () => {
    const { siteUrl } = stackValues();
    const email = uniqueEmail('preregistro');
    const attacker = anonClient();
    const first = await attacker.auth.signUp({ email, password: ATTACKER_PASSWORD });
    expect(first.error).toBeNull();
    // The owner signs up later (after the one-mail-a-minute limit of the address).
    await db.query(`update auth.users set confirmation_sent_at = now() - interval '2 minutes' where email = $1`, [email]);
    const owner = anonClient();
    const second = await owner.auth.signUp({ email, password: OWNER_PASSWORD, options: { emailRedirectTo: `${siteUrl}/auth` } });
    expect(second.error).toBeNull();

    const mails = await waitForMail(email, 'Confirma tu cuenta');
    const arrival = await fetch(linkInMail(mails), { redirect: 'manual' });
    expect(arrival.status).toBe(303);
    const session = sessionFromLink(arrival.headers.get('location'));
    // The site reads type=signup on arrival and asks for a password before anything else.
    expect(session.type).toBe('signup');

    const attackerSignIn = await anonClient().auth.signInWithPassword({ email, password: ATTACKER_PASSWORD });
    expect(attackerSignIn.error?.code).toBe('invalid_credentials');
    expect(attackerSignIn.data.session).toBeNull();

    const confirmed = anonClient();
    expect((await confirmed.auth.setSession(session)).error).toBeNull();
    expect((await confirmed.auth.updateUser({ password: CHOSEN_PASSWORD })).error).toBeNull();
    const ownerSignIn = await anonClient().auth.signInWithPassword({ email, password: CHOSEN_PASSWORD });
    expect(ownerSignIn.error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: ATTACKER_PASSWORD })).error?.code).toBe('invalid_credentials');
  });

  it('keeps the password of an account created confirmed, and of one already confirmed', async () => {
    const { id, email } = await createUser({ email: uniqueEmail('confirmada'), password: OWNER_PASSWORD });
    await db.query('update auth.users set email_confirmed_at = now() where id = $1', [id]);
    expect((await anonClient().auth.signInWithPassword({ email, password: OWNER_PASSWORD })).error).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { stackValues } from '../../tools/local-stack/testing.ts';

// The stack's functions host verifies tokens with the project's JWT secret, as hosted Supabase
// does: any token the project signed is accepted (here a user that does not exist in auth), and a
// token signed with another secret is refused before the function runs.
async function token(secret: string): Promise<string> {
  return new SignJWT({ role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(randomUUID())
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(new TextEncoder().encode(secret));
}

async function callLogger(bearer: string) {
  const { apiUrl, anonKey } = stackValues();
  const response = await fetch(`${apiUrl}/functions/v1/security-event-logger`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ eventType: 'MONITORING_STARTED', description: 'Prueba de token', severity: 'low', metadata: {} }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('functions behind verify_jwt, through the stack', () => {
  it('accept a token signed with the project secret', async () => {
    expect(await callLogger(await token(stackValues().jwtSecret))).toMatchObject({ status: 201 });
  });

  it('refuse a token signed with another secret (401 Invalid JWT)', async () => {
    expect(await callLogger(await token(`${stackValues().jwtSecret}-otro`))).toEqual({ status: 401, body: { msg: 'Invalid JWT' } });
  });
});

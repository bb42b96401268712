/** Calling the deployed functions the way browsers do (through the gateway), and in-process. */
import { stackValues } from '../../../tools/local-stack/testing.ts';

export interface FunctionAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** POST /functions/v1/<name> with the anon key (or a user's access token) like supabase-js. */
export async function callFunction(
  name: string,
  body: unknown,
  options: { token?: string; raw?: string; method?: string; headers?: Record<string, string> } = {},
): Promise<FunctionAnswer> {
  const { apiUrl, anonKey } = stackValues();
  const response = await fetch(`${apiUrl}/functions/v1/${name}`, {
    method: options.method ?? 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${options.token ?? anonKey}`,
      'content-type': 'application/json',
      ...options.headers,
    },
    body: options.method === 'GET' || options.method === 'OPTIONS' ? undefined : (options.raw ?? JSON.stringify(body)),
  });
  const text = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { text };
  }
  return { status: response.status, headers: response.headers, body: parsed };
}

/** The environment the functions host gives a function (its secrets on Supabase), over `extra`. */
export function functionEnvironment(extra: Record<string, string> = {}): Record<string, string> {
  const s = stackValues();
  return {
    SUPABASE_URL: s.apiUrl,
    SUPABASE_ANON_KEY: s.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: s.serviceRoleKey,
    SUPABASE_DB_URL: s.dbUrl,
    SMTP_HOST: s.smtpHost,
    SMTP_PORT: String(s.smtpPort),
    MAIL_FROM: 'Pitwall <no-reply@pitwall.local>',
    SITE_URL: s.siteUrl,
    PAYMENT_SANDBOX: 'local',
    ...extra,
  };
}

/** Sets that environment in this process, for calling a handler in-process; undefined unsets. */
export function useFunctionEnv(extra: Record<string, string | undefined> = {}): void {
  const env: Record<string, string | undefined> = { ...functionEnvironment(), ...extra };
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

export function postRequest(body: unknown, token: string): Request {
  return new Request('http://functions.local/', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
    body: JSON.stringify(body),
  });
}

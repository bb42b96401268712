/**
 * Environment access that works in both runtimes the functions run in: Deno (Supabase Edge
 * Functions) and Node (the local functions host). Values are read on every call, never cached,
 * so a host that sets the environment after import is still seen.
 */

interface DenoEnv {
  env: { get(name: string): string | undefined };
}
interface NodeProcess {
  env: Record<string, string | undefined>;
}

export function getEnv(name: string): string | undefined {
  const deno = (globalThis as unknown as { Deno?: DenoEnv }).Deno;
  const value = deno?.env ? deno.env.get(name) : (globalThis as unknown as { process?: NodeProcess }).process?.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** Thrown when the deployment lacks a setting; the HTTP layer turns it into a 500 without details. */
export class ConfigError extends Error {
  constructor(name: string) {
    super(`Missing environment variable ${name}`);
    this.name = 'ConfigError';
  }
}

export function requireEnv(name: string): string {
  const value = getEnv(name);
  if (value === undefined) throw new ConfigError(name);
  return value;
}

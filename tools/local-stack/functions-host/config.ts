import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseEnv } from 'node:util';
import { parse as parseToml } from 'smol-toml';

/**
 * Per-function settings from supabase/config.toml, read the way the Supabase CLI reads them:
 * `[functions.<name>] verify_jwt = false` turns off the JWT check for one function (default on).
 * The file is re-read when it changes, so editing it does not need a restart.
 */
export class FunctionsConfig {
  private readonly file: string;
  private mtimeMs = -1;
  private verifyJwtByName = new Map<string, boolean>();

  /** `functionsDir` is supabase/functions; the config lives next to it (supabase/config.toml). */
  constructor(functionsDir: string, file = join(dirname(functionsDir), 'config.toml')) {
    this.file = file;
  }

  verifyJwt(name: string): boolean {
    this.refresh();
    return this.verifyJwtByName.get(name) ?? true;
  }

  private refresh(): void {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(this.file).mtimeMs;
    } catch {
      this.verifyJwtByName = new Map();
      this.mtimeMs = -1;
      return;
    }
    if (mtimeMs === this.mtimeMs) return;
    this.mtimeMs = mtimeMs;
    const next = new Map<string, boolean>();
    try {
      const parsed = parseToml(readFileSync(this.file, 'utf8')) as Record<string, unknown>;
      const functions = parsed.functions;
      if (functions && typeof functions === 'object') {
        for (const [name, settings] of Object.entries(functions as Record<string, unknown>)) {
          if (settings && typeof settings === 'object' && 'verify_jwt' in settings) {
            const value = (settings as Record<string, unknown>).verify_jwt;
            if (typeof value === 'boolean') next.set(name, value);
          }
        }
      }
    } catch (error) {
      // A broken file must not open functions up: keep verifying every JWT.
      console.error(`[functions] ${this.file} could not be read (${(error as Error).message}); verifying JWTs for every function`);
    }
    this.verifyJwtByName = next;
  }
}

/** Secrets from supabase/functions/.env, which the Supabase CLI loads for `functions serve`. */
export function readFunctionsEnvFile(functionsDir: string): Record<string, string> {
  const file = join(functionsDir, '.env');
  if (!existsSync(file)) return {};
  const parsed = parseEnv(readFileSync(file, 'utf8'));
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') out[key] = value;
  return out;
}

/** Function names as the Supabase CLI allows them; `_shared` and other `_` folders are not functions. */
export const FUNCTION_NAME_RE = /^[A-Za-z][A-Za-z0-9_-]*$/;

// Running supabase/functions the way Supabase Edge Functions do: the Deno runtime from npm `deno`,
// supabase/functions/deno.json as import map (npm: specifiers fetched from the npm registry into
// .data/deno). No lockfile is written: the import map pins exact versions, and a lockfile from this
// Deno could be newer than the one the hosted runtime reads.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const functionsDir = join(workspaceRoot, 'supabase', 'functions');
export const denoBin = join(workspaceRoot, 'node_modules', '.bin', 'deno');
export const denoArgs = ['--no-lock', '--config', join(functionsDir, 'deno.json')];

/**
 * What a Deno process needs around the function's own settings: its cache (with the other local
 * data, so runs after the first are offline), the machine's certificate store and proxy settings
 * (a TLS-inspecting proxy's CA is only in the system store), and no update check.
 */
export function denoEnv() {
  const network = Object.fromEntries(
    Object.entries(process.env).filter(([key, value]) => value !== undefined && /^(PATH|HOME|SSL_CERT_(FILE|DIR)|(HTTPS?|NO)_PROXY|NPM_CONFIG_REGISTRY)$/i.test(key)),
  );
  return {
    ...network,
    DENO_DIR: join(workspaceRoot, '.data', 'deno'),
    DENO_TLS_CA_STORE: 'mozilla,system',
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
  };
}

/** supabase/functions/<name>/index.ts for every function (folders starting with _ are shared code). */
export function functionEntries() {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => join(functionsDir, entry.name, 'index.ts'))
    .sort();
}

import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folder of the local stack sources (tools/local-stack). */
export const STACK_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
/** Repository root. */
export const REPO_ROOT = resolve(STACK_DIR, '..', '..');
export const PLATFORM_SQL_DIR = join(STACK_DIR, 'platform');
export const SUPABASE_DIR = join(REPO_ROOT, 'supabase');
export const MIGRATIONS_DIR = join(SUPABASE_DIR, 'migrations');
export const SEED_DIR = join(SUPABASE_DIR, 'seed');
export const FUNCTIONS_DIR = join(SUPABASE_DIR, 'functions');
export const CONFIG_TOML = join(SUPABASE_DIR, 'config.toml');
export const DATA_ROOT = join(REPO_ROOT, '.data');

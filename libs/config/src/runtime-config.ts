import type { RuntimeConfig } from './runtime-config-schema.ts';

export type { Brand, Integrations, RuntimeConfig } from './runtime-config-schema.ts';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads /runtime-config.json in the browser. The file is checked in full where it is made
 * (runtime-config-schema.ts); here only its shape, so a wrong file gives the site's Spanish error
 * page instead of a page that breaks halfway.
 */
export function readRuntimeConfig(input: unknown): RuntimeConfig {
  const problems: string[] = [];
  const { supabase, brand, integrations } = isObject(input) ? input : {};
  if (!isObject(supabase) || typeof supabase['url'] !== 'string' || typeof supabase['anonKey'] !== 'string') problems.push('supabase: falta url o anonKey');
  if (!isObject(brand) || typeof brand['name'] !== 'string' || !isObject(brand['address']) || !Array.isArray(brand['social'])) problems.push('brand: incompleta');
  if (!isObject(integrations) || typeof integrations['bookingUrl'] !== 'string') problems.push('integrations: falta bookingUrl');
  if (problems.length > 0) throw new RuntimeConfigError(`Configuración no válida:\n${problems.join('\n')}`);
  return input as RuntimeConfig;
}

let current: RuntimeConfig | null = null;

/** The page's configuration; the shell sets it before anything renders. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('La configuración todavía no se ha cargado');
  return current;
}

/** For tests and for hosts that obtain the configuration some other way. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

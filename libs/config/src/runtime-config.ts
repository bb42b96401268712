import * as z from 'zod/mini';

// The site's Content-Security-Policy allows no eval. Zod compiles object parsers with `new Function`
// unless told not to, and even its probe for eval reports a violation: every zod copy on the page
// reads this one setting (kept on globalThis), and this module loads before any schema is built.
z.config({ jitless: true });

// The runtime configuration served beside the shell as /runtime-config.json: one build runs
// locally, in CI and in production. Validated once at start-up; zod/mini keeps this off the
// first-load budget.
const brandSchema = z.object({
  name: z.string().check(z.minLength(1)),
  legalName: z.string().check(z.minLength(1)),
  taxId: z.string().check(z.minLength(1)),
  registry: z.string(),
  address: z.object({
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  email: z.email(),
  pressEmail: z.email(),
  whatsapp: z.object({ display: z.string(), number: z.string().check(z.regex(/^\d{8,15}$/)) }),
  accentColor: z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/)),
  social: z.array(z.object({ network: z.string(), url: z.url() })),
  charityClubWaitlistUrl: z.url(),
  // The site's public address: canonical URLs, Open Graph, the sitemap.
  siteUrl: z.url(),
});

// Third-party services the marketing pages embed: the scheduling page of the booking dialog and the
// tag-manager container loaded only after cookie consent (empty = no tag manager).
const integrationsSchema = z.object({
  bookingUrl: z.url(),
  tagManagerId: z.optional(z.string().check(z.regex(/^(GTM-[A-Z0-9]+)?$/))),
});

const runtimeConfigSchema = z.object({
  supabase: z.object({ url: z.url(), anonKey: z.string() }),
  brand: brandSchema,
  integrations: integrationsSchema,
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type Brand = z.infer<typeof brandSchema>;
export type Integrations = z.infer<typeof integrationsSchema>;

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/** Parses the configuration, listing every missing or wrong field at once. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = z.safeParse(runtimeConfigSchema, input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(raíz)'}: ${issue.message}`);
    throw new RuntimeConfigError(`Configuración no válida:\n${problems.join('\n')}`);
  }
  return result.data;
}

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`No se pudo leer ${url} (HTTP ${response.status})`);
  current = parseRuntimeConfig(await response.json());
  return current;
}

/** The loaded configuration; the shell loads it before anything renders. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new RuntimeConfigError('La configuración todavía no se ha cargado');
  return current;
}

/** For tests and for hosts that obtain the configuration some other way. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

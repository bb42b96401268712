import * as z from 'zod/mini';
import { RuntimeConfigError } from './runtime-config.ts';

// The runtime configuration served beside the shell as /runtime-config.json: one build runs
// locally, in CI and in production. Its full check, run where the file is made and committed (the
// unit tests check apps/shell/config/runtime-config.json; `npm run deploy` checks what it uploads),
// so the browser, which only reads it (runtime-config.ts), does not carry a validation library.
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
  // The non-profit club's waiting list, an external page the site links to. Empty in the committed file: the
  // site links to /contacto until it is set, and a production deploy refuses it empty.
  charityClubWaitlistUrl: z.union([z.literal(''), z.url()]),
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

/**
 * The links of the committed configuration that only stand in for production services: the booking
 * page and the club's waiting list. A production deploy takes each from its environment variable
 * and refuses to ship the committed value (a placeholder) or nothing.
 */
export const PRODUCTION_LINKS = [
  { key: 'integrations.bookingUrl', env: 'BOOKING_URL', read: (config: RuntimeConfig) => config.integrations.bookingUrl },
  { key: 'brand.charityClubWaitlistUrl', env: 'CLUB_WAITLIST_URL', read: (config: RuntimeConfig) => config.brand.charityClubWaitlistUrl },
] as const;

/**
 * What keeps `config` from production: each link of PRODUCTION_LINKS left empty or still the
 * committed placeholder, named with the variable that sets it. Empty when it can ship.
 */
export function productionConfigProblems(config: RuntimeConfig, committed: RuntimeConfig): string[] {
  return PRODUCTION_LINKS.flatMap(({ key, env, read }) => {
    const value = read(config);
    if (value === '') return [`${key} is empty: set ${env}`];
    if (value === read(committed)) return [`${key} is the committed placeholder ${value}: set ${env}`];
    return [];
  });
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


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

/** Parses the configuration, listing every missing or wrong field at once. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const result = z.safeParse(runtimeConfigSchema, input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(raíz)'}: ${issue.message}`);
    throw new RuntimeConfigError(`Configuración no válida:\n${problems.join('\n')}`);
  }
  return result.data;
}


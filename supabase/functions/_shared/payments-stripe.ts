/**
 * The Stripe SDK as the payment functions use it, in Deno (Edge Functions) and Node (local host):
 * fetch for HTTP and Web Crypto for webhook signatures, so no Node built-in is needed.
 *
 * Environment: STRIPE_SECRET_KEY (turns Stripe on; without it, payments use the local sandbox only
 * where PAYMENT_SANDBOX=local says so, which only the local stack sets; else they are refused),
 * STRIPE_WEBHOOK_SECRET (payment-webhook), and optionally STRIPE_API_HOST / STRIPE_API_PORT /
 * STRIPE_API_PROTOCOL to point the SDK at another API host (tests use tools/stripe-stand-in).
 */
import Stripe from 'stripe';
import { ConfigError, getEnv, requireEnv } from './env.ts';

/** The API version this code was written against (the SDK's own pinned version). */
export const STRIPE_API_VERSION = '2025-10-29.clover' as const;

export { Stripe };

/** True when card payments go through Stripe (production). */
export function stripeEnabled(): boolean {
  return getEnv('STRIPE_SECRET_KEY') !== undefined;
}

/** The flag the local stack sets for its functions: the sandbox is opt-in, never a fallback. */
export const SANDBOX_FLAG = 'PAYMENT_SANDBOX';

/**
 * True when the local payment sandbox takes card payments: no Stripe key and the flag says `local`.
 * A project that forgot its Stripe key gets no free orders: payments are refused (503).
 */
export function sandboxEnabled(): boolean {
  return !stripeEnabled() && getEnv(SANDBOX_FLAG) === 'local';
}

let cached: { key: string; client: Stripe } | undefined;

export function stripeClient(): Stripe {
  const secretKey = requireEnv('STRIPE_SECRET_KEY');
  const host = getEnv('STRIPE_API_HOST');
  const portText = getEnv('STRIPE_API_PORT');
  const protocol = getEnv('STRIPE_API_PROTOCOL');
  if (protocol !== undefined && protocol !== 'http' && protocol !== 'https') throw new ConfigError('STRIPE_API_PROTOCOL (http|https)');
  const port = portText === undefined ? undefined : Number(portText);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536)) throw new ConfigError('STRIPE_API_PORT (1-65535)');

  const key = JSON.stringify([secretKey, host, port, protocol]);
  if (cached?.key !== key) {
    cached = {
      key,
      client: new Stripe(secretKey, {
        apiVersion: STRIPE_API_VERSION,
        httpClient: Stripe.createFetchHttpClient(),
        // Idempotency keys make the SDK's retries of network errors and 5xx safe.
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: 'pitwall-payments' },
        ...(host ? { host } : {}),
        ...(port ? { port } : {}),
        ...(protocol ? { protocol } : {}),
      }),
    };
  }
  return cached.client;
}

/** One log line for an SDK error (the error object itself dumps headers and the raw response). */
export function describeStripeError(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    return `${error.type}${error.code ? ` ${error.code}` : ''} (HTTP ${error.statusCode ?? '?'}, ${error.requestId ?? 'no request id'}): ${error.message}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Web Crypto signature checks for webhooks (works in Deno and Node). */
export const webhookCryptoProvider = Stripe.createSubtleCryptoProvider();

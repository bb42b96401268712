import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { CONFIG_TOML } from '../lib/paths.ts';
import { EMAIL_TEMPLATE_NAMES, type EmailTemplateFile, type EmailTemplateName } from './mail.ts';

/** Auth service settings: supabase/config.toml like the Supabase CLI, then env, then code overrides. */
export interface AuthSettings {
  siteUrl: string;
  /** Globs (uri_allow_list) a redirect_to may match besides the site URL. */
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  enableSignup: boolean;
  /** false = GoTrue's MAILER_AUTOCONFIRM. */
  enableConfirmations: boolean;
  /** An e-mail change is confirmed from the old address and the new one (MAILER_SECURE_EMAIL_CHANGE_ENABLED). */
  doubleConfirmChanges: boolean;
  /** Setting a password from a session older than a day needs a reauthentication nonce. */
  securePasswordChange: boolean;
  refreshTokenRotation: boolean;
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  /** Seconds between two auth e-mails to the same address. */
  maxFrequency: number;
  /** Seconds an e-mail link or code stays valid (`[auth.email] otp_expiry`). */
  otpExpiry: number;
  /** Digits of the e-mailed codes (`[auth.email] otp_length`, 6 to 10 as on the platform). */
  otpLength: number;
  rateLimit: {
    /** E-mails per hour, whole instance. */
    emailSent: number;
    /**
     * E-mails per hour one client address may cause: far below the instance's quota. Not a GoTrue
     * setting (hosted, CAPTCHA on sign-up and recovery does this job): local auth only.
     */
    emailSentPerAddress: number;
    /** Sign-ups + sign-ins (+ recoveries) per 5 min per IP, and per e-mail. */
    signInSignUps: number;
    tokenRefresh: number;
    tokenVerifications: number;
  };
  /** The auth e-mails (`[auth.email.template.<name>]`); a mail without a template is not sent. */
  emailTemplates: Partial<Record<EmailTemplateName, EmailTemplateFile>>;
}

export type AuthSettingsOverrides = Partial<Omit<AuthSettings, 'rateLimit' | 'emailTemplates'>> & {
  rateLimit?: Partial<AuthSettings['rateLimit']>;
  emailTemplates?: AuthSettings['emailTemplates'];
};

const CLI_DEFAULTS: AuthSettings = {
  siteUrl: 'http://127.0.0.1:3000',
  additionalRedirectUrls: ['https://127.0.0.1:3000'],
  jwtExpiry: 3600,
  enableSignup: true,
  enableConfirmations: false,
  doubleConfirmChanges: true,
  securePasswordChange: false,
  refreshTokenRotation: true,
  refreshTokenReuseInterval: 10,
  minimumPasswordLength: 6,
  maxFrequency: 1,
  otpExpiry: 3600,
  otpLength: 6,
  rateLimit: { emailSent: 2, emailSentPerAddress: 5, signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30 },
  emailTemplates: {},
};

/** "60s", "1m30s", "2h" or a number of seconds. */
export function parseDuration(value: unknown, key: string): number {
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
    const re = /(\d+(?:\.\d+)?)(h|ms|m|s)/gy;
    let total = 0;
    let consumed = 0;
    for (let m = re.exec(trimmed); m; m = re.exec(trimmed)) {
      const n = Number(m[1]);
      total += m[2] === 'h' ? n * 3600 : m[2] === 'm' ? n * 60 : m[2] === 's' ? n : n / 1000;
      consumed = re.lastIndex;
    }
    if (consumed === trimmed.length && consumed > 0) return total;
  }
  throw new Error(`${key} must be a duration like "60s" (got ${JSON.stringify(value)})`);
}

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Table) : {};
}

function num(t: Table, key: string, fallback: number, where: string): number {
  const v = t[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) throw new Error(`${where}.${key} must be a number ≥ 0`);
  return v;
}

function bool(t: Table, key: string, fallback: boolean, where: string): boolean {
  const v = t[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') throw new Error(`${where}.${key} must be true or false`);
  return v;
}

function str(t: Table, key: string, fallback: string, where: string): string {
  const v = t[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'string') throw new Error(`${where}.${key} must be a string`);
  return v;
}

/**
 * `[auth.email.template.<name>]` tables. Like the CLI, content_path is relative to the folder that
 * holds supabase/ (the repository root); a subject is required so no English default goes out.
 */
function emailTemplatesFrom(email: Table, root: string): AuthSettings['emailTemplates'] {
  const templates: AuthSettings['emailTemplates'] = {};
  for (const [name, value] of Object.entries(table(email.template))) {
    const where = `auth.email.template.${name}`;
    if (!(EMAIL_TEMPLATE_NAMES as readonly string[]).includes(name)) {
      throw new Error(`${where}: unknown template (use ${EMAIL_TEMPLATE_NAMES.join(', ')})`);
    }
    const t = table(value);
    const subject = str(t, 'subject', '', where);
    const contentPath = str(t, 'content_path', '', where);
    if (!subject || !contentPath) throw new Error(`${where} needs a subject and a content_path`);
    templates[name as EmailTemplateName] = {
      subject,
      contentPath: isAbsolute(contentPath) ? contentPath : resolve(root, contentPath),
    };
  }
  return templates;
}

function otpLengthFrom(email: Table, fallback: number): number {
  const length = num(email, 'otp_length', fallback, 'auth.email');
  if (!Number.isInteger(length) || length < 6 || length > 10) throw new Error('auth.email.otp_length must be a whole number from 6 to 10');
  return length;
}

/** `root`: the folder content paths are relative to (the one holding supabase/). */
export function settingsFromToml(source: string, root = dirname(dirname(CONFIG_TOML))): AuthSettings {
  const doc = parse(source) as Table;
  const auth = table(doc.auth);
  const email = table(auth.email);
  const rate = table(auth.rate_limit);
  const d = CLI_DEFAULTS;
  const redirects = auth.additional_redirect_urls;
  if (redirects !== undefined && !(Array.isArray(redirects) && redirects.every((r) => typeof r === 'string'))) {
    throw new Error('auth.additional_redirect_urls must be a list of strings');
  }
  return {
    siteUrl: str(auth, 'site_url', d.siteUrl, 'auth'),
    additionalRedirectUrls: (redirects as string[] | undefined) ?? d.additionalRedirectUrls,
    jwtExpiry: num(auth, 'jwt_expiry', d.jwtExpiry, 'auth'),
    // Sign-up needs both switches on, as in the CLI.
    enableSignup: bool(auth, 'enable_signup', d.enableSignup, 'auth') && bool(email, 'enable_signup', true, 'auth.email'),
    enableConfirmations: bool(email, 'enable_confirmations', d.enableConfirmations, 'auth.email'),
    doubleConfirmChanges: bool(email, 'double_confirm_changes', d.doubleConfirmChanges, 'auth.email'),
    securePasswordChange: bool(email, 'secure_password_change', d.securePasswordChange, 'auth.email'),
    refreshTokenRotation: bool(auth, 'enable_refresh_token_rotation', d.refreshTokenRotation, 'auth'),
    refreshTokenReuseInterval: num(auth, 'refresh_token_reuse_interval', d.refreshTokenReuseInterval, 'auth'),
    minimumPasswordLength: num(auth, 'minimum_password_length', d.minimumPasswordLength, 'auth'),
    maxFrequency:
      email.max_frequency === undefined ? d.maxFrequency : parseDuration(email.max_frequency, 'auth.email.max_frequency'),
    otpExpiry: num(email, 'otp_expiry', d.otpExpiry, 'auth.email'),
    otpLength: otpLengthFrom(email, d.otpLength),
    rateLimit: {
      emailSent: num(rate, 'email_sent', d.rateLimit.emailSent, 'auth.rate_limit'),
      emailSentPerAddress: d.rateLimit.emailSentPerAddress,
      signInSignUps: num(rate, 'sign_in_sign_ups', d.rateLimit.signInSignUps, 'auth.rate_limit'),
      tokenRefresh: num(rate, 'token_refresh', d.rateLimit.tokenRefresh, 'auth.rate_limit'),
      tokenVerifications: num(rate, 'token_verifications', d.rateLimit.tokenVerifications, 'auth.rate_limit'),
    },
    emailTemplates: emailTemplatesFrom(email, root),
  };
}

function envNumber(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name}=${raw} must be a number ≥ 0`);
  return n;
}

function envBool(name: string): boolean | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`${name}=${raw} must be true or false`);
}

/** Environment overrides (e.g. generous limits for test runs). */
function envOverrides(): AuthSettingsOverrides {
  const maxFrequency = process.env.AUTH_MAX_FREQUENCY;
  const rateLimit: Partial<AuthSettings['rateLimit']> = {};
  const emailSent = envNumber('AUTH_RATE_LIMIT_EMAIL_SENT');
  const emailSentPerAddress = envNumber('AUTH_RATE_LIMIT_EMAIL_SENT_PER_ADDRESS');
  const signIn = envNumber('AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS');
  const refresh = envNumber('AUTH_RATE_LIMIT_TOKEN_REFRESH');
  const verify = envNumber('AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS');
  if (emailSent !== undefined) rateLimit.emailSent = emailSent;
  if (emailSentPerAddress !== undefined) rateLimit.emailSentPerAddress = emailSentPerAddress;
  if (signIn !== undefined) rateLimit.signInSignUps = signIn;
  if (refresh !== undefined) rateLimit.tokenRefresh = refresh;
  if (verify !== undefined) rateLimit.tokenVerifications = verify;
  const out: AuthSettingsOverrides = { rateLimit };
  const confirmations = envBool('AUTH_ENABLE_CONFIRMATIONS');
  if (confirmations !== undefined) out.enableConfirmations = confirmations;
  const signup = envBool('AUTH_ENABLE_SIGNUP');
  if (signup !== undefined) out.enableSignup = signup;
  if (maxFrequency) out.maxFrequency = parseDuration(maxFrequency, 'AUTH_MAX_FREQUENCY');
  const expiry = envNumber('AUTH_JWT_EXPIRY');
  if (expiry !== undefined) out.jwtExpiry = expiry;
  return out;
}

export function mergeSettings(base: AuthSettings, ...overrides: AuthSettingsOverrides[]): AuthSettings {
  let result = base;
  for (const o of overrides) {
    const { rateLimit, emailTemplates, ...rest } = o;
    const defined = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined));
    const definedRate = Object.fromEntries(Object.entries(rateLimit ?? {}).filter(([, v]) => v !== undefined));
    result = {
      ...result,
      ...defined,
      rateLimit: { ...result.rateLimit, ...definedRate },
      emailTemplates: { ...result.emailTemplates, ...emailTemplates },
    };
  }
  return result;
}

/** supabase/config.toml (if present) ← env ← explicit overrides. */
export function loadAuthSettings(overrides: AuthSettingsOverrides = {}, file = CONFIG_TOML): AuthSettings {
  const base = existsSync(file) ? settingsFromToml(readFileSync(file, 'utf8'), dirname(dirname(file))) : CLI_DEFAULTS;
  return mergeSettings(base, envOverrides(), overrides);
}

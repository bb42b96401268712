import { readFileSync } from 'node:fs';
import { createTransport, type Transporter } from 'nodemailer';
import { renderGoTemplate } from './go-template.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  user?: string;
  pass?: string;
  /** Implicit TLS (port 465). */
  secure?: boolean;
  /** "Name <address>" of the sender. */
  from: string;
}

/** GoTrue's auth e-mail templates (`[auth.email.template.<name>]` in supabase/config.toml). */
export const EMAIL_TEMPLATE_NAMES = [
  'invite',
  'confirmation',
  'recovery',
  'magic_link',
  'email_change',
  'reauthentication',
] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATE_NAMES)[number];

export interface EmailTemplateFile {
  subject: string;
  /** Absolute path of the HTML template. */
  contentPath: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The plain-text part, derived from the HTML: links become "label: URL", blocks become lines.
 * (GoTrue sends the HTML alone; a text part helps mail clients that show no HTML.)
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<head[\s\S]*?<\/head>/gi, '')
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_, href: string, label: string) => `${label}: ${href}`)
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|div|tr|li|table)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&nbsp;', ' ')
    .replaceAll('&amp;', '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Renders a template file with GoTrue's variables; the file is read on every send, as edited. */
export function renderAuthMail(template: EmailTemplateFile, data: Record<string, unknown>): RenderedMail {
  const html = renderGoTemplate(readFileSync(template.contentPath, 'utf8'), data, template.contentPath);
  const subject = renderGoTemplate(template.subject, data, `${template.contentPath} (subject)`);
  return { subject, html, text: htmlToText(html) };
}

export interface AuthMailer {
  send(to: string, mail: RenderedMail): Promise<void>;
  close(): void;
}

export function createAuthMailer(smtp: SmtpSettings): AuthMailer {
  const transport: Transporter = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    // Local catchers speak plain SMTP; real providers get STARTTLS when they offer it.
    ignoreTLS: smtp.host === '127.0.0.1' || smtp.host === 'localhost',
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
  });
  return {
    async send(to, { subject, html, text }) {
      await transport.sendMail({ from: smtp.from, to, subject, html, text });
    },
    close: () => transport.close(),
  };
}

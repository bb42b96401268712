/**
 * The one mailer: nodemailer over SMTP (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, MAIL_FROM),
 * plus the branded layout every message uses, rendered both as HTML and as plain text.
 * Locally SMTP is the mail catcher; in production any provider. On Supabase Edge Functions use
 * port 465 (implicit TLS): outbound 25 and 587 are blocked there.
 */
// @ts-types="npm:@types/nodemailer@7"
import nodemailer, { type Transporter } from 'nodemailer';
import { brand } from './brand.ts';
import { SITE_TIME_ZONE } from './contracts/site-time.ts';
import { getEnv, requireEnv } from './env.ts';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

let cached: { key: string; transporter: Transporter } | undefined;

function transporter(): Transporter {
  const host = requireEnv('SMTP_HOST');
  const port = Number(getEnv('SMTP_PORT') ?? '587');
  const user = getEnv('SMTP_USER');
  const pass = getEnv('SMTP_PASS');
  const secure = (getEnv('SMTP_SECURE') ?? (port === 465 ? 'true' : 'false')) === 'true';
  const key = JSON.stringify([host, port, user, pass, secure]);
  if (cached?.key !== key) {
    cached = {
      key,
      transporter: nodemailer.createTransport({
        host,
        port,
        secure,
        auth: user && pass ? { user, pass } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return cached.transporter;
}

export async function sendMail(message: MailMessage, options: { messageId?: string } = {}): Promise<{ messageId: string }> {
  const info = await transporter().sendMail({
    messageId: options.messageId,
    from: brand.from(),
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
  });
  return { messageId: String(info.messageId ?? '') };
}

// ─── layout ──────────────────────────────────────────────────────────────────────────────

const MAIL_DATE_TIME = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone: SITE_TIME_ZONE });

/** A moment as every e-mail writes it, in Spain's time: '26 de noviembre de 2026, 18:05'. */
export function formatMailDateTime(iso: string): string {
  return MAIL_DATE_TIME.format(new Date(iso));
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Only http(s) links make it into an e-mail. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`Unsafe URL in e-mail: ${url}`);
  return parsed.toString();
}

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: Array<[label: string, value: string | null | undefined]> }
  | { kind: 'quote'; label: string; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'links'; items: Array<{ title: string; subtitle?: string; links: Array<{ label: string; url: string }> }> };

export interface EmailContent {
  subject: string;
  /** Short line shown by mail clients next to the subject. */
  preheader: string;
  heading: string;
  blocks: Block[];
}

const FONT = "font-family:Arial,Helvetica,sans-serif;";

function blockHtml(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${FONT}font-size:15px;line-height:1.6;color:${brand.ink};margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'fields': {
      const rows = block.rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(
          ([label, value]) =>
            `<tr><td style="${FONT}font-size:14px;color:#666;padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td>` +
            `<td style="${FONT}font-size:14px;color:${brand.ink};padding:6px 0">${escapeHtml(String(value))}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>`;
    }
    case 'quote':
      return (
        `<p style="${FONT}font-size:13px;color:#666;margin:0 0 6px">${escapeHtml(block.label)}</p>` +
        `<div style="${FONT}font-size:15px;line-height:1.6;color:${brand.ink};border-left:4px solid ${brand.accent};background:#fafafa;padding:12px 16px;margin:0 0 16px;white-space:pre-wrap">${escapeHtml(block.text)}</div>`
      );
    case 'button':
      return (
        `<p style="margin:8px 0 24px"><a href="${escapeHtml(safeUrl(block.url))}" ` +
        `style="${FONT}display:inline-block;background:${brand.accent};color:#fff;text-decoration:none;font-weight:bold;font-size:15px;padding:12px 24px;border-radius:6px">${escapeHtml(block.label)}</a></p>`
      );
    case 'links':
      return block.items
        .map(
          (item) =>
            `<div style="border:1px solid #eee;border-radius:6px;padding:12px 16px;margin:0 0 12px">` +
            `<p style="${FONT}font-size:15px;font-weight:bold;color:${brand.ink};margin:0">${escapeHtml(item.title)}</p>` +
            (item.subtitle ? `<p style="${FONT}font-size:13px;color:#666;margin:4px 0 0">${escapeHtml(item.subtitle)}</p>` : '') +
            `<p style="${FONT}font-size:14px;margin:8px 0 0">` +
            item.links
              .map((link) => `<a href="${escapeHtml(safeUrl(link.url))}" style="color:${brand.accent};font-weight:bold">${escapeHtml(link.label)}</a>`)
              .join(' &nbsp;·&nbsp; ') +
            `</p></div>`,
        )
        .join('');
  }
}

function blockText(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'fields':
      return block.rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => `${label}: ${String(value)}`)
        .join('\n');
    case 'quote':
      return `${block.label}\n${block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`;
    case 'button':
      return `${block.label}: ${safeUrl(block.url)}`;
    case 'links':
      return block.items
        .map(
          (item) =>
            `* ${item.title}${item.subtitle ? ` (${item.subtitle})` : ''}\n` +
            item.links.map((link) => `  ${link.label}: ${safeUrl(link.url)}`).join('\n'),
        )
        .join('\n\n');
  }
}

/** Renders the branded Spanish e-mail in HTML and plain text from one description. */
export function renderEmail(content: EmailContent): { subject: string; html: string; text: string } {
  const site = brand.siteUrl();
  const footer = `${brand.name} · ${brand.tagline} · ${brand.city}`;
  const html =
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeHtml(content.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f4f4">` +
    `<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</span>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;padding:24px 0"><tr><td align="center">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#fff;border-radius:8px;overflow:hidden">` +
    `<tr><td style="background:${brand.ink};padding:20px 32px;border-bottom:4px solid ${brand.accent}">` +
    `<span style="${FONT}font-size:22px;font-weight:bold;color:#fff;letter-spacing:1px">${escapeHtml(brand.name.toUpperCase())}</span></td></tr>` +
    `<tr><td style="padding:32px">` +
    `<h1 style="${FONT}font-size:22px;color:${brand.ink};margin:0 0 20px">${escapeHtml(content.heading)}</h1>` +
    content.blocks.map(blockHtml).join('') +
    `</td></tr>` +
    `<tr><td style="background:#fafafa;padding:16px 32px;${FONT}font-size:12px;color:#888">` +
    `${escapeHtml(footer)}<br><a href="${escapeHtml(safeUrl(site))}" style="color:#888">${escapeHtml(site)}</a></td></tr>` +
    `</table></td></tr></table></body></html>`;
  const text = [content.heading, '', ...content.blocks.map(blockText).flatMap((t) => [t, '']), '--', footer, site].join('\n');
  return { subject: content.subject, html, text };
}

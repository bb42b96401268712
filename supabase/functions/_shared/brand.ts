/**
 * Brand details used by every e-mail, in one place. Addresses and URLs come from the environment
 * in production; the defaults are the local stack's.
 */
import { getEnv } from './env.ts';

export const brand = {
  name: 'Pitwall',
  tagline: 'Bienestar emocional para equipos con simuladores de Fórmula 1',
  accent: '#FF6C2C',
  ink: '#1A1A1A',
  city: 'Barcelona',
  /** Public site, used for links in e-mails. */
  siteUrl(): string {
    return (getEnv('SITE_URL') ?? 'http://localhost:4200').replace(/\/+$/, '');
  },
  /** Sender of every e-mail, e.g. 'Pitwall <no-reply@pitwall.es>'. */
  from(): string {
    return getEnv('MAIL_FROM') ?? 'Pitwall <no-reply@pitwall.local>';
  },
  /** Where contact and demo requests are notified. */
  companyInbox(): string {
    return getEnv('COMPANY_INBOX') ?? 'hola@pitwall.local';
  },
  /** Where press requests are notified. */
  pressInbox(): string {
    return getEnv('PRESS_INBOX') ?? 'prensa@pitwall.local';
  },
};

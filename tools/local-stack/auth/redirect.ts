import type { AuthSettings } from './settings.ts';

const LOOPBACK = new Set(['127.0.0.1', '[::1]', '::1']);

/** gobwas/glob semantics used by GoTrue's uri_allow_list: `*` stops at `.` and `/`, `**` does not. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob[i] as string;
    if (c === '*') {
      if (glob[i + 1] === '*') {
        source += '.*';
        i += 1;
      } else {
        source += '[^./]*';
      }
    } else if (c === '?') {
      source += '[^./]';
    } else {
      source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

function sameSite(site: URL, candidate: URL): boolean {
  if (site.protocol !== candidate.protocol) return false;
  // GoTrue ignores the port for localhost, so any local dev server of the site is accepted.
  if (site.hostname === 'localhost' && candidate.hostname === 'localhost') return true;
  return site.host === candidate.host;
}

/**
 * GoTrue's redirect_to rule (utilities/request.go): accepted when on the site URL, on a loopback
 * IP, or matching uri_allow_list; anything else — including non-URLs — silently becomes the site URL.
 */
export function resolveRedirect(settings: AuthSettings, requested: string | null | undefined): string {
  const site = settings.siteUrl;
  if (!requested) return site;
  let candidate: URL;
  try {
    candidate = new URL(requested);
  } catch {
    return site;
  }
  if (candidate.protocol !== 'http:' && candidate.protocol !== 'https:') return site;
  try {
    if (sameSite(new URL(site), candidate)) return requested;
  } catch {
    /* a broken site_url matches nothing */
  }
  if (LOOPBACK.has(candidate.hostname)) return requested;
  for (const pattern of settings.additionalRedirectUrls) {
    if (globToRegExp(pattern).test(requested)) return requested;
    // A plain URL in the list also covers the paths beneath it.
    if (!pattern.includes('*') && (requested === pattern || requested.startsWith(pattern.replace(/\/?$/, '/')))) {
      return requested;
    }
  }
  return site;
}

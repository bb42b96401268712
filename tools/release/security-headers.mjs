
// The security headers every app server sends, and the set a CDN in front of the deployed site must
// send too (README, "Security headers"). The Content-Security-Policy is built from what the site
// really loads: its own origin, the remotes' origins from the live /remotes.json, the Supabase URL
// and the booking host from /runtime-config.json, and the tag manager only when one is configured.

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The policy for a site with this runtime-config.json and remotes.json: what the app servers send,
 * and what the CDN sends in front of the deployed site (tools/release/cdn).
 */
function policyFor({ config, remotesList }) {
  const remotes = [...new Set(remotesList.remotes.map((remote) => originOf(remote.entry)).filter(Boolean))];
  const supabase = originOf(config.supabase?.url ?? '');
  const booking = originOf(config.integrations?.bookingUrl ?? '');
  const tagManager = config.integrations?.tagManagerId ? ['https://www.googletagmanager.com'] : [];
  const analytics = tagManager.length ? ['https://www.google-analytics.com', 'https://*.google-analytics.com'] : [];
  const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  const directives = {
    'default-src': "'self'",
    // Only the site's own scripts: the shell's and each remote's (Module Federation loads remote
    // chunks as <script> from their origins). No inline script, no eval.
    'script-src': list("'self'", remotes, tagManager),
    // styled-components writes its CSS into <style> elements at run time, and index.html has one
    // small inline rule for the first paint: inline styles are allowed, inline scripts are not.
    'style-src': "'self' 'unsafe-inline'",
    // Remotes' manifests, the Supabase API (data, auth, storage, functions, the monitor's log), and
    // the booking host, which the booking dialog probes before showing its frame.
    'connect-src': list("'self'", remotes, supabase, booking, analytics),
    // Product, post and press pictures and the music come from Supabase storage.
    'img-src': list("'self'", 'data:', 'blob:', supabase, analytics),
    'media-src': list("'self'", 'blob:', supabase),
    'font-src': "'self' data:",
    // The booking calendar opens in a frame from its own host; press PDFs preview from storage.
    'frame-src': list(booking, supabase) || "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** The security headers of a site with this runtime-config.json and remotes.json. */
export function securityHeadersFor({ config, remotesList }) {
  return {
    'Content-Security-Policy': policyFor({ config, remotesList }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The site uses none of these; autoplay and fullscreen stay for the player and the lightbox.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    // No other page keeps a handle on this window (the payment pages open in it, not in a popup).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // HTTPS only, for two years, for the site's host and its subdomains (browsers ignore it over http,
    // as the local servers speak).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

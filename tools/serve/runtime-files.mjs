import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, appPort } from '../rspack/apps.mjs';
import { sourceRoutes } from '../release/routes.mjs';
import { registerSiteReleases } from '../release/site-releases.mjs';
import { readLive, releaseInfo } from '../release/store.mjs';
import { robotsTxt, siteSitemap } from '../release/sitemap.mjs';

// The two JSON files the shell reads at start-up. In production they are static files deployed
// beside the shell; locally they are made on each request, so moving a remote (another port,
// another build) or promoting a release never needs a shell rebuild.

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where each remote's entry script (remoteEntry.js) lives, in the shape registerRemotes() takes, with the routes each
 * remote claims. With a release store (PITWALL_RELEASES_DIR) that is each remote's live release,
 * served from its versioned folder on the remote's server (or under REMOTES_BASE_URL/<name>, the
 * CDN a deploy publishes to); a remote with no live release is left out. Without a store, the
 * builds (or dev servers) at each remote's root, with the route lists of the source.
 */
export function remotesJson(env = process.env) {
  const host = env.REMOTES_HOST ?? 'localhost';
  const origin = (name) => (env.REMOTES_BASE_URL ? `${env.REMOTES_BASE_URL.replace(/\/$/, '')}/${name}` : `http://${host}:${appPort(name, env)}`);
  const store = env.PITWALL_RELEASES_DIR;
  if (!store) {
    return { remotes: REMOTE_NAMES.map((name) => ({ name, entry: `${origin(name)}/remoteEntry.js`, routes: sourceRoutes(name) })) };
  }
  const live = readLive(store);
  return {
    remotes: REMOTE_NAMES.flatMap((name) => {
      const version = live.apps[name]?.live?.version;
      if (!version) return [];
      return [{ name, entry: `${origin(name)}/${version}/remoteEntry.js`, version, routes: releaseInfo(store, name, version).routes }];
    }),
  };
}

/** Where a local stack's data lives (.data/dev for `npm start`); its stack.json has the keys. */
export const defaultStackDir = (profile = 'dev') => `${workspaceRoot}/.data/${profile}`;

/**
 * Brand details (committed) plus the Supabase URL and anon key of the running local stack. A local
 * site is its own address (`siteUrl`): canonical URLs and the sitemap then point at it, not at
 * production.
 * @param {{ stackDir: string, siteUrl?: string }} where
 */
export function runtimeConfigJson({ stackDir, siteUrl }) {
  const committed = JSON.parse(readFileSync(`${workspaceRoot}/apps/shell/config/runtime-config.json`, 'utf8'));
  const base = siteUrl ? { ...committed, brand: { ...committed.brand, siteUrl } } : committed;
  const stackFile = `${stackDir}/stack.json`;
  if (!existsSync(stackFile)) return base;
  const stack = JSON.parse(readFileSync(stackFile, 'utf8'));
  return { ...base, supabase: { url: stack.apiUrl, anonKey: stack.anonKey } };
}

/**
 * Registers the releases of a /remotes.json with the running local stack before a browser gets it
 * (the beacon's reports of them are refused otherwise), once per release and server; no stack, no
 * registration. A failure is logged and tried again on the next request: the site still works.
 */
function releaseRegistrar(stackDir) {
  const done = new Set();
  return async (remotesList) => {
    const stackFile = `${stackDir}/stack.json`;
    if (!existsSync(stackFile)) return;
    const keys = remotesList.remotes.map((remote) => `${remote.name} ${remote.version} ${JSON.stringify(remote.routes)}`);
    if (keys.every((key) => done.has(key))) return;
    try {
      await registerSiteReleases(JSON.parse(readFileSync(stackFile, 'utf8')), remotesList);
      for (const key of keys) done.add(key);
    } catch (error) {
      console.error(`The releases of /remotes.json are not registered with the local stack: ${error instanceof Error ? error.message : error}`);
    }
  };
}

/** The origin a local request was made to (http://localhost:4200). */
export const requestOrigin = (req) => `http://${req.headers.host ?? 'localhost'}`;

/** Connect-style middleware answering /remotes.json, /runtime-config.json, /sitemap.xml and /robots.txt. */
export function runtimeFilesMiddleware({ stackDir = defaultStackDir(), env = process.env } = {}) {
  const send = (res, type, body) => {
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(body);
  };
  const register = releaseRegistrar(stackDir);
  return (req, res, next) => {
    const pathname = (req.url ?? '').split('?')[0];
    const siteUrl = requestOrigin(req);
    if (pathname === '/remotes.json') {
      const remotesList = remotesJson(env);
      register(remotesList).then(() => send(res, 'application/json; charset=utf-8', JSON.stringify(remotesList)));
      return;
    }
    if (pathname === '/runtime-config.json') return send(res, 'application/json; charset=utf-8', JSON.stringify(runtimeConfigJson({ stackDir, siteUrl })));
    if (pathname === '/robots.txt') return send(res, 'text/plain; charset=utf-8', robotsTxt(siteUrl));
    if (pathname === '/sitemap.xml') {
      const { supabase } = runtimeConfigJson({ stackDir, siteUrl });
      siteSitemap({ siteUrl, remotes: remotesJson(env), supabase }).then(
        (xml) => send(res, 'application/xml; charset=utf-8', xml),
        (error) => res.writeHead(500).end(String(error)),
      );
      return;
    }
    next();
  };
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { ManifestRoute } from '../app/route-table.ts';
import { monitoredFetch } from '@pitwall/monitoring';
import { startup } from '../startup.ts';

/** What every remote exposes as `<name>/pages`: its pages by key, each lazy inside the remote (`lazyPage` of @pitwall/ui, which can preload). */
export type RemotePages = Record<string, ComponentType>;

export type RemoteName = 'marketing' | 'commerce' | 'content' | 'music' | 'admin';

export interface RemoteEntry {
  name: string;
  /** URL of the remote's remoteEntry.js (of its live release). */
  entry: string;
  /** The version of its live release (absent when the site serves builds, not a release store). */
  version?: string;
  /** The routes the remote claims (the shell decides which it gets: route-table.ts). */
  routes: ManifestRoute[];
}

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    cause?: unknown,
  ) {
    super(`El área «${remote}» no está disponible`, { cause });
  }
}

const isRoute = (value: unknown): value is ManifestRoute => {
  const { path, page, standalone } = (value ?? {}) as Record<string, unknown>;
  return typeof path === 'string' && typeof page === 'string' && (standalone === undefined || typeof standalone === 'boolean');
};

function parseRemotes(data: unknown): RemoteEntry[] {
  const list = (data as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('remotes.json: falta la lista "remotes"');
  return list.map((item) => {
    const { name, entry, version, routes = [] } = (item ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || typeof entry !== 'string' || !Array.isArray(routes)) throw new Error('remotes.json: entrada no válida');
    const valid = routes.filter(isRoute);
    if (valid.length < routes.length) console.warn(`remotes.json: se ignoran ${routes.length - valid.length} rutas mal formadas de «${name}»`);
    return { name, entry, ...(typeof version === 'string' ? { version } : {}), routes: valid };
  });
}

const atStartup = startup.remotes.then(parseRemotes);
let remotesList: Promise<RemoteEntry[]> = atStartup;

/**
 * The remotes as /remotes.json listed them when the page loaded. The router is built from them and
 * the page keeps using these releases until it reloads (a retry reads the list again).
 */
export const remotesAtStartup = (): Promise<RemoteEntry[]> => atStartup;
const registered = new Set<RemoteName>();

async function entryOf(remote: RemoteName, refresh: boolean): Promise<RemoteEntry> {
  if (refresh) {
    // A retry reads /remotes.json again: the remote may have been moved or redeployed.
    remotesList = monitoredFetch('/remotes.json', { cache: 'no-store' })
      .then((response) => response.json())
      .then(parseRemotes);
  }
  const found = (await remotesList).find((item) => item.name === remote);
  if (!found) throw new Error(`remotes.json no incluye «${remote}»`);
  return found;
}

/**
 * Registers the remote with the federation runtime (only when first needed, so no remote's code
 * is fetched before one of its routes is visited) and loads its pages.
 * `retry` forgets a previous failed attempt.
 */
export async function loadRemotePages(remote: RemoteName, { retry = false } = {}): Promise<RemotePages> {
  try {
    const { name, entry } = await entryOf(remote, retry);
    if (!registered.has(remote) || retry) {
      // A retry asks for the entry afresh: the browser keeps a failed load of the same address (a
      // preload of the prerendered page, say) and would answer the new script with the old failure.
      const address = retry ? `${entry}${entry.includes('?') ? '&' : '?'}reintento=${Date.now()}` : entry;
      registerRemotes([{ name, entry: address }], { force: registered.has(remote) });
      registered.add(remote);
    }
    const module = await loadRemote<{ default: RemotePages }>(`${remote}/pages`);
    if (!module?.default) throw new Error('módulo vacío');
    return module.default;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { startup } from '../startup.ts';

/** What every remote exposes as `<name>/pages`: its pages by key, each lazy inside the remote. */
export type RemotePages = Record<string, ComponentType>;

export type RemoteName = 'marketing' | 'commerce' | 'content' | 'music' | 'admin';

interface RemoteEntry {
  name: string;
  entry: string;
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

function parseRemotes(data: unknown): RemoteEntry[] {
  const list = (data as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('remotes.json: falta la lista "remotes"');
  return list.map((item) => {
    const { name, entry } = (item ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || typeof entry !== 'string') throw new Error('remotes.json: entrada no válida');
    return { name, entry };
  });
}

let remotesList: Promise<RemoteEntry[]> = startup.remotes.then(parseRemotes);
const registered = new Set<RemoteName>();

async function entryOf(remote: RemoteName, refresh: boolean): Promise<RemoteEntry> {
  if (refresh) {
    // A retry reads /remotes.json again: the remote may have been moved or redeployed.
    remotesList = fetch('/remotes.json', { cache: 'no-store' })
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
      registerRemotes([{ name, entry }], { force: registered.has(remote) });
      registered.add(remote);
    }
    const module = await loadRemote<{ default: RemotePages }>(`${remote}/pages`);
    if (!module?.default) throw new Error('módulo vacío');
    return module.default;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
}

import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELEASE_FILE } from './release-plugin.mjs';

// The release store: a folder a static server or a CDN bucket serves as it is.
//   <store>/<app>/<version>/…   one immutable release: the app's production build, as built
//   <store>/shell/index.html     the pointer to the live shell (its index.html, aimed at its folder)
//   <store>/live.json            the live manifest: per app the live release, since when, the
//                                releases to roll back to, and a log of every release and promotion
// /remotes.json is made from live.json (tools/serve/runtime-files.mjs), so it can never disagree.

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export const DEFAULT_STORE = path.join(workspaceRoot, '.releases');
const LIVE_FILE = 'live.json';
const LOCK_FILE = '.lock';

/** The store folder: PITWALL_RELEASES_DIR, else .releases in the repository. */
export const storeDir = (env = process.env) => path.resolve(env.PITWALL_RELEASES_DIR ?? DEFAULT_STORE);

// Not part of a release: the build report names files of the build machine (absolute paths).
const NOT_RELEASED = new Set(['build-modules.json']);
// Part of a release but not of its version: source maps name the build machine's checkout folder
// (the federation runtime is a data: module with its absolute path), so the same code built in two
// checkouts would otherwise get two versions.
const NOT_HASHED = /\.map$/;

/**
 * Orders names by their UTF-16 code units: the same on every machine. (localeCompare follows the
 * process's language, LANG/LC_ALL: in Danish 'aa.js' sorts after 'z.js', in Lithuanian 'y' before
 * 'j', so the same build hashed in two environments got two versions.)
 */
export const byCodeUnits = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Relative paths of the files under dir, sorted. */
function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => byCodeUnits(a.name, b.name))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
    });
}

export const releasedFiles = (buildDir) => filesUnder(buildDir).filter((file) => !NOT_RELEASED.has(file));

/**
 * The version of a build: a hash of its released files (names and contents), so the same content
 * always gets the same version and any change gets a new one.
 * @param {string} buildDir
 */
export function contentVersion(buildDir) {
  const hash = createHash('sha256');
  for (const file of releasedFiles(buildDir).filter((name) => !NOT_HASHED.test(name))) {
    hash.update(`${file}\0`).update(readFileSync(path.join(buildDir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** Writes a file so that readers see the old content or the new one, never a part. */
export function writeFileAtomic(file, content) {
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'w');
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

/** Runs fn holding the store's lock, so two commands never interleave their read-modify-write. */
function withLock(store, fn) {
  mkdirSync(store, { recursive: true });
  const lock = path.join(store, LOCK_FILE);
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A command killed while holding the lock leaves it behind; no command holds it for long.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 30_000) rmSync(lock, { force: true });
      else if (Date.now() > deadline) throw new Error(`The release store is locked (${lock})`);
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * @typedef {{ at: string, action: 'release' | 'promote' | 'rollback', version: string }} LogEntry
 * @typedef {{ live?: { version: string, since: string }, rollback: string[], log: LogEntry[] }} AppRecord
 * @typedef {{ apps: Record<string, AppRecord> }} LiveManifest
 */

/** @returns {LiveManifest} */
export function readLive(store) {
  const file = path.join(store, LIVE_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { apps: {} };
}

/** Reads, changes and writes live.json under the lock; a change that throws writes nothing. */
function updateLive(store, change) {
  return withLock(store, () => {
    const live = readLive(store);
    const result = change(live);
    writeFileAtomic(path.join(store, LIVE_FILE), `${JSON.stringify(live, null, 2)}\n`);
    return result;
  });
}

const recordOf = (live, app) => (live.apps[app] ??= { rollback: [], log: [] });

export const releaseDir = (store, app, version) => path.join(store, app, version);

/** The release.json of a stored release (its routes and contract). */
export function releaseInfo(store, app, version) {
  return JSON.parse(readFileSync(path.join(releaseDir(store, app, version), RELEASE_FILE), 'utf8'));
}

/**
 * Stores a production build of an app as a release. Never overwrites: the same content is the same
 * version, already there. The folder appears whole (copied aside, then renamed into place).
 * @returns {{ version: string, created: boolean }}
 */
export function addRelease(store, app, buildDir, now = new Date()) {
  const infoFile = path.join(buildDir, RELEASE_FILE);
  if (!existsSync(infoFile)) throw new Error(`${buildDir} is not a production build (no ${RELEASE_FILE})`);
  const built = JSON.parse(readFileSync(infoFile, 'utf8')).name;
  if (built !== app) throw new Error(`${buildDir} is a build of ${built}, not of ${app}`);

  const version = contentVersion(buildDir);
  const target = releaseDir(store, app, version);
  if (existsSync(target)) return { version, created: false };
  const incoming = path.join(store, app, `.incoming-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(incoming, { recursive: true });
  for (const file of releasedFiles(buildDir)) cpSync(path.join(buildDir, file), path.join(incoming, file));
  try {
    renameSync(incoming, target);
  } catch (error) {
    rmSync(incoming, { recursive: true, force: true });
    // Released meanwhile by another command: same version, same content.
    if (existsSync(target)) return { version, created: false };
    throw error;
  }
  updateLive(store, (live) => recordOf(live, app).log.push({ at: now.toISOString(), action: 'release', version }));
  return { version, created: true };
}

/** The stored versions of an app, oldest release first (by the store's log, else the folder's time). */
export function storedVersions(store, app) {
  const dir = path.join(store, app);
  if (!existsSync(dir)) return [];
  const released = new Map(
    (readLive(store).apps[app]?.log ?? []).filter((entry) => entry.action === 'release').map((entry) => [entry.version, Date.parse(entry.at)]),
  );
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => ({ version: entry.name, at: released.get(entry.name) ?? statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.version);
}

/** A stored version from its full name or a unique prefix of it (as git takes commits). */
export function resolveVersion(store, app, wanted) {
  const matches = storedVersions(store, app).filter((version) => version.startsWith(wanted));
  if (matches.length === 1) return matches[0];
  throw new Error(
    matches.length === 0 ? `${app} has no release ${wanted} in ${store}` : `${wanted} matches several releases of ${app}: ${matches.join(', ')}`,
  );
}

/** The live version of an app, if any. */
export const liveVersion = (store, app) => readLive(store).apps[app]?.live?.version;

/**
 * The shell's index.html aimed at its release folder: every src/href (and url() of its inline
 * @font-face rules) naming a file of the release gets the folder in front (/main.js →
 * /<version>/main.js), so the page loads that release's files.
 */
export function shellPointer(store, version) {
  const dir = releaseDir(store, 'shell', version);
  return readFileSync(path.join(dir, 'index.html'), 'utf8')
    .replace(/\b(src|href)="\/([^"?#]+)([^"]*)"/g, (whole, attribute, file, rest) =>
      existsSync(path.join(dir, file)) ? `${attribute}="/${version}/${file}${rest}"` : whole,
    )
    .replace(/\burl\(\/([^)?#]+)\)/g, (whole, file) => (existsSync(path.join(dir, file)) ? `url(/${version}/${file})` : whole));
}

/**
 * Files of the shell's release that must answer at the site's root, not under /<version>/: the
 * social card that every page's Open Graph tags name (a link shared today must still work tomorrow).
 */
export const SHELL_ROOT_FILES = ['og-image.jpg'];

/** Makes a release live: the shell's pointer first (for the shell), then the app's record. */
function setLive(store, record, app, version, action, now) {
  if (app === 'shell') {
    for (const file of SHELL_ROOT_FILES) {
      const source = path.join(releaseDir(store, 'shell', version), file);
      if (existsSync(source)) writeFileAtomic(path.join(store, 'shell', file), readFileSync(source));
    }
    writeFileAtomic(path.join(store, 'shell', 'index.html'), shellPointer(store, version));
  }
  record.live = { version, since: now.toISOString() };
  record.log.push({ at: now.toISOString(), action, version });
}

/**
 * Makes stored releases live together ({ app: version }, one write of the live manifest); each
 * app's previous live release becomes the one `rollback` returns to. `check` sees the live manifest
 * under the same lock and throws to refuse (nothing is written). Promoting the live release again
 * changes nothing.
 * @param {string} store
 * @param {Record<string, string>} next
 * @param {{ now?: Date, check?: (live: LiveManifest) => void }} [options]
 * @returns {Record<string, { previous?: string, changed: boolean }>}
 */
export function promoteAll(store, next, { now = new Date(), check } = {}) {
  for (const [app, version] of Object.entries(next)) {
    if (!existsSync(releaseDir(store, app, version))) throw new Error(`${app} has no release ${version} in ${store}`);
  }
  return updateLive(store, (live) => {
    check?.(live);
    return Object.fromEntries(
      Object.entries(next).map(([app, version]) => {
        const record = recordOf(live, app);
        const previous = record.live?.version;
        if (previous === version) return [app, { previous, changed: false }];
        if (previous) record.rollback.push(previous);
        setLive(store, record, app, version, 'promote', now);
        return [app, { previous, changed: true }];
      }),
    );
  });
}

/** promoteAll for one app. */
export const promote = (store, app, version, options) => promoteAll(store, { [app]: version }, options)[app];

/** Returns an app to the release that was live before the current one. */
export function rollback(store, app, now = new Date()) {
  return updateLive(store, (live) => {
    const record = live.apps[app];
    const target = record?.rollback.pop();
    if (!record?.live || !target) throw new Error(`${app} has no earlier live release to roll back to`);
    const from = record.live.version;
    setLive(store, record, app, target, 'rollback', now);
    return { from, to: target };
  });
}

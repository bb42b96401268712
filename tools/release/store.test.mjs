// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promoteChecked } from './commands.mjs';
import { addRelease, contentVersion, releasedFiles, liveVersion, promote, readLive, rollback, shellPointer, storedVersions } from './store.mjs';

const run = promisify(execFile);
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const storeModule = fileURLToPath(new URL('./store.mjs', import.meta.url));

const CONTRACT = { packages: { react: '19.2.0' }, libs: {} };

let scratch;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'pitwall-releases-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in for a production build of `app`: its files and its release.json. */
function fakeBuild(app, files, { contract = CONTRACT, routes = [] } = {}) {
  const dir = mkdtempSync(path.join(scratch, `${app}-build-`));
  for (const [name, content] of Object.entries({ ...files, 'release.json': JSON.stringify({ name: app, routes, contract }) })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

describe('contentVersion', () => {
  it('is the same for the same content and changes with any released file', () => {
    const a = fakeBuild('marketing', { 'remoteEntry.js': 'entry', 'chunks/home.1234abcd.js': 'home' });
    const b = fakeBuild('marketing', { 'remoteEntry.js': 'entry', 'chunks/home.1234abcd.js': 'home' });
    expect(contentVersion(a)).toMatch(/^[0-9a-f]{12}$/);
    expect(contentVersion(b)).toBe(contentVersion(a));
    // Source maps and the build report name the build machine's folders: not part of the version.
    writeFileSync(path.join(b, 'remoteEntry.js.map'), '{"sources":["/home/someone/checkout/x"]}');
    writeFileSync(path.join(b, 'build-modules.json'), '{"/abs/path":[]}');
    expect(contentVersion(b)).toBe(contentVersion(a));
    writeFileSync(path.join(b, 'chunks/home.1234abcd.js'), 'home v2');
    expect(contentVersion(b)).not.toBe(contentVersion(a));
  });

  it('does not depend on the language of the machine that computes it (LANG, LC_ALL)', async () => {
    // Names that Danish, Lithuanian and Estonian order differently from English.
    const build = fakeBuild('marketing', { 'aa.js': '1', 'Ab.js': '2', 'ab.js': '3', 'ja.js': '4', 'yb.js': '5', 'z.js': '6', 's.js': '7', 'dir/aa.js': '8', 'dir/z.js': '9' });
    const versionIn = async (locale) =>
      (await run(process.execPath, ['--input-type=module', '-e', `import { contentVersion } from ${JSON.stringify(storeModule)}; console.log(contentVersion(${JSON.stringify(build)}))`], { env: { ...process.env, LANG: locale, LC_ALL: locale } })).stdout.trim();
    const versions = await Promise.all(['C.UTF-8', 'da_DK.UTF-8', 'lt_LT.UTF-8', 'et_EE.UTF-8'].map(versionIn));
    expect(new Set(versions)).toEqual(new Set([contentVersion(build)]));
  });

  it('gives two real builds of the same source, from two working folders, the same version', { timeout: 120_000 }, async () => {
    const build = async (cwd, outDir) => {
      await run(process.execPath, [path.join(workspaceRoot, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production', '-c', path.join(workspaceRoot, 'apps/music/rspack.config.mjs')], {
        cwd,
        env: { ...process.env, PITWALL_OUT_DIR: outDir },
      });
      return outDir;
    };
    const first = await build(workspaceRoot, path.join(scratch, 'one'));
    const second = await build(path.join(workspaceRoot, 'apps/music'), path.join(scratch, 'two'));
    expect(readdirSync(first)).toContain('release.json');
    // On a mismatch, name the files that differ. No retry: a version that can change between two
    // builds of the same source breaks promotion's guarantees.
    const differing = releasedFiles(first).filter((file) => !existsSync(path.join(second, file)) || !readFileSync(path.join(first, file)).equals(readFileSync(path.join(second, file))));
    expect({ version: contentVersion(second), differing: differing.filter((file) => !file.endsWith('.map') && file !== 'build-modules.json') }).toEqual({ version: contentVersion(first), differing: [] });
  });
});

describe('addRelease', () => {
  it('stores a build under <app>/<version> without the build report, and never overwrites a release', () => {
    const store = path.join(scratch, 'store');
    const build = fakeBuild('music', { 'remoteEntry.js': 'entry', 'build-modules.json': '{}' });
    const first = addRelease(store, 'music', build);
    expect(first.created).toBe(true);
    expect(readdirSync(path.join(store, 'music', first.version)).sort()).toEqual(['release.json', 'remoteEntry.js']);

    const again = addRelease(store, 'music', fakeBuild('music', { 'remoteEntry.js': 'entry' }));
    expect(again).toEqual({ version: first.version, created: false });
    expect(readLive(store).apps.music.log.map((entry) => entry.action)).toEqual(['release']);
    // Nothing left half-copied beside the releases.
    expect(readdirSync(path.join(store, 'music'))).toEqual([first.version]);
  });

  it("refuses a folder that is not a production build of that app", () => {
    const store = path.join(scratch, 'store');
    expect(() => addRelease(store, 'commerce', fakeBuild('music', { 'remoteEntry.js': 'x' }))).toThrow('is a build of music, not of commerce');
    const plain = path.join(scratch, 'plain');
    mkdirSync(plain);
    expect(() => addRelease(store, 'music', plain)).toThrow('is not a production build (no release.json)');
  });
});

describe('promote and rollback', () => {
  const releaseShell = (store, label) =>
    addRelease(
      store,
      'shell',
      fakeBuild('shell', {
        'index.html': `<style>@font-face { src: url(/font.woff2) format('woff2'); }</style><link href="/favicon.svg"><script src="/main.${label}.js"></script><a href="/tienda">`,
        [`main.${label}.js`]: label,
        'favicon.svg': '<svg/>',
        'font.woff2': 'font',
        'og-image.jpg': `card ${label}`,
      }),
    ).version;

  it('promote makes a release live, and rollback walks back through the earlier live releases', () => {
    const store = path.join(scratch, 'store');
    const [v1, v2, v3] = ['one', 'two', 'three'].map((label) => addRelease(store, 'music', fakeBuild('music', { 'remoteEntry.js': label })).version);
    for (const version of [v1, v2, v3]) promote(store, 'music', version);
    expect(liveVersion(store, 'music')).toBe(v3);
    expect(promote(store, 'music', v3).changed).toBe(false);

    expect(rollback(store, 'music')).toEqual({ from: v3, to: v2 });
    expect(rollback(store, 'music')).toEqual({ from: v2, to: v1 });
    expect(liveVersion(store, 'music')).toBe(v1);
    expect(() => rollback(store, 'music')).toThrow('music has no earlier live release to roll back to');
    expect(storedVersions(store, 'music')).toEqual([v1, v2, v3]);
    expect(readLive(store).apps.music.log.filter((entry) => entry.action !== 'release').map((entry) => `${entry.action} ${entry.version}`)).toEqual([
      `promote ${v1}`,
      `promote ${v2}`,
      `promote ${v3}`,
      `rollback ${v2}`,
      `rollback ${v1}`,
    ]);
  });

  it("points the shell's index.html at the live release's folder, on promotion and on rollback", () => {
    const store = path.join(scratch, 'store');
    const v1 = releaseShell(store, 'aaaa1111');
    const v2 = releaseShell(store, 'bbbb2222');
    expect(shellPointer(store, v1)).toBe(
      `<style>@font-face { src: url(/${v1}/font.woff2) format('woff2'); }</style><link href="/${v1}/favicon.svg"><script src="/${v1}/main.aaaa1111.js"></script><a href="/tienda">`,
    );
    promote(store, 'shell', v1);
    promote(store, 'shell', v2);
    const pointer = () => readFileSync(path.join(store, 'shell', 'index.html'), 'utf8');
    expect(pointer()).toContain(`src="/${v2}/main.bbbb2222.js"`);
    // The social card answers at the root: the live release's.
    const card = () => readFileSync(path.join(store, 'shell', 'og-image.jpg'), 'utf8');
    expect(card()).toBe('card bbbb2222');
    rollback(store, 'shell');
    expect(pointer()).toContain(`src="/${v1}/main.aaaa1111.js"`);
    expect(card()).toBe('card aaaa1111');
  });

  it('a refused promotion writes nothing', () => {
    const store = path.join(scratch, 'store');
    const v1 = addRelease(store, 'music', fakeBuild('music', { 'remoteEntry.js': 'one' })).version;
    const v2 = addRelease(store, 'music', fakeBuild('music', { 'remoteEntry.js': 'two' })).version;
    promote(store, 'music', v1);
    const before = readFileSync(path.join(store, 'live.json'), 'utf8');
    expect(() =>
      promote(store, 'music', v2, {
        check: () => {
          throw new Error('Refused');
        },
      }),
    ).toThrow('Refused');
    expect(readFileSync(path.join(store, 'live.json'), 'utf8')).toBe(before);
    expect(existsSync(path.join(store, '.lock'))).toBe(false);
  });

  it('promotions from several processes at once are all recorded, and live.json is always whole', async () => {
    const store = path.join(scratch, 'store');
    const versions = ['one', 'two', 'three', 'four'].map((label) => addRelease(store, 'music', fakeBuild('music', { 'remoteEntry.js': label })).version);
    const script = `import { promote } from ${JSON.stringify(storeModule)};
      const [store, ...versions] = process.argv.slice(1);
      for (let i = 0; i < 25; i++) promote(store, 'music', versions[i % versions.length]);`;
    // Each process cycles through two versions of its own, so every one of its promotions changes
    // the live release and must appear in the log.
    const writers = [versions.slice(0, 2), versions.slice(2)].map((own) => run(process.execPath, ['--input-type=module', '-e', script, store, ...own]));
    let reads = 0;
    let done = false;
    void Promise.all(writers).finally(() => (done = true));
    while (!done) {
      // Every read while they write sees a whole manifest (write to a temporary file, then rename).
      expect(() => JSON.parse(readFileSync(path.join(store, 'live.json'), 'utf8'))).not.toThrow();
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await Promise.all(writers);
    expect(reads).toBeGreaterThan(0);
    const record = readLive(store).apps.music;
    const changes = record.log.filter((entry) => entry.action === 'promote');
    // No update lost (the store's lock serialises read-modify-write).
    expect(changes).toHaveLength(50);
    expect(record.rollback).toHaveLength(49);
    expect(record.live.version).toBe(changes.at(-1).version);
    expect(readdirSync(store).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it('promote takes a unique prefix of a version', () => {
    const store = path.join(scratch, 'store');
    const version = addRelease(store, 'music', fakeBuild('music', { 'remoteEntry.js': 'one' })).version;
    expect(promoteChecked(store, { music: version.slice(0, 6) })[0]?.version).toBe(version);
    expect(() => promoteChecked(store, { music: 'zzzz' })).toThrow('music has no release zzzz');
  });
});

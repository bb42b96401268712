// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { promoteChecked } from './commands.mjs';
import { incompatibilities } from './check.mjs';
import { addRelease, liveVersion, promote } from './store.mjs';

const PACKAGES = { react: '19.2.0', 'react-dom': '19.2.0', 'react-router-dom': '7.9.1', 'styled-components': '6.1.19', zustand: '5.0.8', '@supabase/supabase-js': '2.119.1' };
const UI = { api: 'a1', exports: { Button: 'f-button', Card: 'f-card', toast: 'f-toast' }, uses: ['Button', 'toast'] };

/** @param {{ packages?: Record<string, string>, libs?: Record<string, { api: string, exports: Record<string, string>, uses: string[] }> }} [parts] */
const contract = ({ packages = {}, libs = { '@pitwall/ui': UI } } = {}) => ({ packages: { ...PACKAGES, ...packages }, libs });

describe('incompatibilities', () => {
  const shell = { label: 'the live shell (s1)', contract: contract() };

  it('passes a release built against the same majors and the same lib API', () => {
    const remote = contract({ packages: { react: '19.0.1', zustand: '5.1.0' }, libs: { '@pitwall/ui': { ...UI, uses: ['Button'] } } });
    expect(incompatibilities({ label: 'marketing m1', contract: remote }, shell)).toEqual([]);
  });

  it('names the package and both versions when a major differs', () => {
    const remote = contract({ packages: { react: '18.3.1', 'react-dom': '18.3.1' } });
    expect(incompatibilities({ label: 'marketing m2', contract: remote }, shell)).toEqual([
      'react: marketing m2 is built against react 18.3.1, the live shell (s1) provides react 19.2.0',
      'react-dom: marketing m2 is built against react-dom 18.3.1, the live shell (s1) provides react-dom 19.2.0',
    ]);
  });

  it("refuses a remote that runs on the shell's bundler runtime with a shell that does not hand that version over", () => {
    const remote = { label: 'marketing m3', contract: { ...contract(), bundlerRuntime: 1 } };
    expect(incompatibilities(remote, shell)).toEqual([
      "bundler runtime: marketing m3 runs on version 1 of the shell's bundler runtime, the live shell (s1) does not hand its bundler runtime over",
    ]);
    const newerShell = { label: 'shell s2', contract: { ...contract(), bundlerRuntime: 2 } };
    expect(incompatibilities(remote, newerShell)).toEqual([
      "bundler runtime: marketing m3 runs on version 1 of the shell's bundler runtime, shell s2 hands over version 2",
    ]);
    const handingShell = { label: 'shell s3', contract: { ...contract(), bundlerRuntime: 1 } };
    expect(incompatibilities(remote, handingShell)).toEqual([]);
    // A remote built before the hand-over brings its own runtime and runs with either shell.
    expect(incompatibilities({ label: 'marketing m0', contract: contract() }, handingShell)).toEqual([]);
  });

  it('compares the minor of a 0.x package', () => {
    const zeroShell = { label: 'shell', contract: contract({ packages: { zustand: '0.4.2' } }) };
    expect(incompatibilities({ label: 'r', contract: contract({ packages: { zustand: '0.4.9' } }) }, zeroShell)).toEqual([]);
    expect(incompatibilities({ label: 'r', contract: contract({ packages: { zustand: '0.5.0' } }) }, zeroShell)).toHaveLength(1);
  });

  it('refuses a lib value the release uses that the shell lacks or has with another signature', () => {
    const remote = contract({
      libs: { '@pitwall/ui': { api: 'b2', exports: { Button: 'f-button-2', toast: 'f-toast', Badge: 'f-badge' }, uses: ['Badge', 'Button', 'toast'] } },
    });
    expect(incompatibilities({ label: 'commerce c1', contract: remote }, shell)).toEqual([
      '@pitwall/ui: commerce c1 is built against API b2 of @pitwall/ui, the live shell (s1) provides API a1 (missing there: Badge; changed: Button)',
    ]);
  });

  it('ignores what the release does not use, and libs the shell does not load', () => {
    const remote = contract({
      libs: {
        '@pitwall/ui': { api: 'c3', exports: { Button: 'f-button', toast: 'f-toast', Card: 'f-card-3', Extra: 'f-extra' }, uses: ['Button'] },
        '@pitwall/cart': { api: 'd4', exports: { useCart: 'f' }, uses: ['useCart'] },
      },
    });
    expect(incompatibilities({ label: 'r', contract: remote }, shell)).toEqual([]);
  });
});

describe('promotion with the check', () => {
  let store;
  let scratch;
  beforeEach(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'pitwall-check-'));
    store = path.join(scratch, 'store');
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  const release = (app, label, options) => {
    const dir = path.join(scratch, `${app}-${label}`);
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'main.js'), label);
    writeFileSync(path.join(dir, 'index.html'), '<script src="/main.js"></script>');
    writeFileSync(path.join(dir, 'release.json'), JSON.stringify({ name: app, routes: [], contract: contract(options) }));
    return addRelease(store, app, dir).version;
  };

  it('refuses a remote built against another React major, and lets a compatible one go live', () => {
    promote(store, 'shell', release('shell', 's1'));
    const old = release('marketing', 'react18', { packages: { react: '18.3.1' } });
    expect(() => promoteChecked(store, { marketing: old })).toThrow(
      new RegExp(`^Refused: marketing ${old} is not compatible with what is live:\\n  - react: marketing ${old} is built against react 18.3.1, the live shell \\(\\w+\\) provides react 19.2.0$`),
    );
    expect(liveVersion(store, 'marketing')).toBeUndefined();
    const good = release('marketing', 'ok');
    expect(promoteChecked(store, { marketing: good })).toEqual([{ app: 'marketing', version: good, previous: undefined, changed: true }]);
  });

  it('refuses a shell that lacks what a live remote uses', () => {
    promote(store, 'shell', release('shell', 's1'));
    const remote = release('music', 'm1');
    promote(store, 'music', remote);
    const shell = release('shell', 's2', { libs: { '@pitwall/ui': { api: 'z9', exports: { Card: 'f-card' }, uses: ['Card'] } } });
    expect(() => promoteChecked(store, { shell })).toThrow(`@pitwall/ui: the live music (${remote}) is built against API a1 of @pitwall/ui, shell ${shell} provides API z9 (missing there: Button, toast)`);
  });

  it('promotes a shell and a remote that change a lib together, checked against each other', () => {
    promote(store, 'shell', release('shell', 's1'));
    const oldMusic = release('music', 'm1');
    promote(store, 'music', oldMusic);
    const changed = { '@pitwall/ui': { api: 'z9', exports: { Card: 'f-card-2' }, uses: ['Card'] } };
    const shell = release('shell', 's2', { libs: changed });
    const music = release('music', 'm2', { libs: changed });
    // One at a time, each is refused by the other's live release…
    expect(() => promoteChecked(store, { music })).toThrow(/changed: Card/);
    expect(() => promoteChecked(store, { shell })).toThrow(/missing there: Button, toast/);
    // …together they go live in one write.
    expect(promoteChecked(store, { shell, music }).map(({ app, changed: done }) => `${app} ${done}`)).toEqual(['shell true', 'music true']);
    expect([liveVersion(store, 'shell'), liveVersion(store, 'music')]).toEqual([shell, music]);
  });
});

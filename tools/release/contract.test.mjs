// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHARED } from '../rspack/shared.mjs';
import { computeLibApis, importedNames, packageVersions, sharedLibEntries } from './contract.mjs';

let scratch;
beforeEach(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'pitwall-contract-'));
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const file = (name, text) => {
  const full = path.join(scratch, name);
  writeFileSync(full, text);
  return full;
};

describe('importedNames', () => {
  it('lists the values a build imports from each shared lib entry', () => {
    const files = [
      file('a.tsx', `import { Button, type Theme, toast as notify } from '@pitwall/ui';\nimport type { Props } from '@pitwall/ui/form';\nimport { lazy } from 'react';\nexport { useAuth } from '@pitwall/auth';`),
      file('b.ts', `import * as dialogs from '@pitwall/ui/dialog';\nconst tabs = () => import('@pitwall/ui/tabs');`),
    ];
    const uses = importedNames(files, new Set(['@pitwall/ui', '@pitwall/ui/form', '@pitwall/ui/dialog', '@pitwall/ui/tabs', '@pitwall/auth']));
    expect(Object.fromEntries([...uses].map(([name, set]) => [name, [...set].sort()]))).toEqual({
      '@pitwall/ui': ['Button', 'toast'],
      '@pitwall/auth': ['useAuth'],
      '@pitwall/ui/dialog': ['*'],
      '@pitwall/ui/tabs': ['*'],
    });
  });
});

describe('computeLibApis', () => {
  it("fingerprints each value export, down to the props of a component's parameter", () => {
    const source = (prop) => `export interface CardProps { ${prop}: string }\nexport function Card(props: CardProps) { return props; }\nexport const LIMIT = 3;\nexport type OnlyAType = string;\n`;
    const lib = file('lib.ts', source('title'));
    const before = computeLibApis(new Map([['@x/lib', lib]]))['@x/lib'];
    expect(Object.keys(before)).toEqual(['Card', 'LIMIT']);
    writeFileSync(lib, source('heading'));
    const after = computeLibApis(new Map([['@x/lib', lib]]))['@x/lib'];
    expect(after.LIMIT).toBe(before.LIMIT);
    expect(after.Card).not.toBe(before.Card);
  });
});

describe('the shared things a contract covers', () => {
  it("are the shared workspace lib entries and the singletons' versions", () => {
    expect([...sharedLibEntries(SHARED).keys()].sort()).toEqual([
      '@pitwall/analytics',
      '@pitwall/auth',
      '@pitwall/backend',
      '@pitwall/cart',
      '@pitwall/config',
      '@pitwall/monitoring',
      '@pitwall/router',
      '@pitwall/ui',
      '@pitwall/ui/dialog',
      '@pitwall/ui/form',
      '@pitwall/ui/hydrate-when-seen',
      '@pitwall/ui/menu',
      '@pitwall/ui/sanitize',
      '@pitwall/ui/tabs',
    ]);
    const versions = packageVersions({ ...SHARED, react: { singleton: true, version: '18.3.1' } });
    expect(Object.keys(versions)).toEqual(['react', 'react-dom', 'react-router-dom', 'styled-components', 'zustand', '@supabase/supabase-js']);
    expect(versions.react).toBe('18.3.1');
    expect(versions['react-dom']).toMatch(/^19\./);
  });
});

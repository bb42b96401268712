// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { developmentBuildPackage, developmentBuildsIn } from './development-builds.mjs';

// The workspace's own node_modules: the export-map rule reads real packages.
const root = fileURLToPath(new URL('../..', import.meta.url));

describe('developmentBuildPackage', () => {
  it.each([
    ['node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs', 'react-router'],
    ['node_modules/react/cjs/react.development.js', 'react'],
    ['node_modules/react-dom/cjs/react-dom-client.development.js', 'react-dom'],
    ['node_modules/scheduler/cjs/scheduler.development.js', 'scheduler'],
    ['node_modules/@scope/pkg/dist/development/index.js', '@scope/pkg'],
    ['node_modules/a/node_modules/styled-components/dist/development.esm.js', 'styled-components'],
    // Offered only under the 'development' condition of its export map.
    ['node_modules/@radix-ui/primitive/dist/internal/is-development.true.mjs', '@radix-ui/primitive'],
  ])('%s is the development build of %s', (file, name) => {
    expect(developmentBuildPackage(file, root)).toBe(name);
  });

  it.each([
    'node_modules/react-router/dist/production/chunk-IAM5GYT3.mjs',
    'node_modules/react-dom/cjs/react-dom-client.production.js',
    'node_modules/styled-components/dist/styled-components.browser.esm.js',
    'node_modules/@radix-ui/primitive/dist/internal/is-development.false.mjs',
    'node_modules/some-lib/src/developmentTools.js',
    'apps/shell/src/development/Page.tsx',
  ])('%s is not', (file) => {
    expect(developmentBuildPackage(file, root)).toBeNull();
  });
});

describe('developmentBuildsIn', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const app = (record, files) => {
    dir = mkdtempSync(path.join(tmpdir(), 'dev-builds-'));
    if (record) writeFileSync(path.join(dir, 'build-modules.json'), JSON.stringify(record));
    for (const file of files) writeFileSync(path.join(dir, file), '');
  };

  it('names each file built from a development build, and only those', () => {
    app(
      {
        'main.1.js': ['apps/shell/src/index.ts'],
        'vendors.2.js': ['node_modules/react-router/dist/development/index.mjs', 'node_modules/react/index.js'],
      },
      ['main.1.js', 'vendors.2.js'],
    );
    expect(developmentBuildsIn(dir, root)).toEqual([
      { file: 'vendors.2.js', package: 'react-router', source: 'node_modules/react-router/dist/development/index.mjs' },
    ]);
  });

  it('refuses a build it cannot verify: no record, or a file the record does not list', () => {
    app(null, ['main.1.js']);
    expect(() => developmentBuildsIn(dir, root)).toThrow(/build-modules\.json is missing/);
    rmSync(dir, { recursive: true, force: true });
    app({ 'main.1.js': [] }, ['main.1.js', 'stray.js']);
    expect(() => developmentBuildsIn(dir, root)).toThrow(/does not list stray\.js/);
  });
});

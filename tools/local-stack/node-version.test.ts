import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stackValues } from './testing.ts';

// The project pins Node 22 LTS as a dev dependency (npm's `node` package), so npm scripts run on it
// through node_modules/.bin even where the system Node is older. See the README's Requirements.
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);
const root = new URL('../../', import.meta.url);

describe('Node version', () => {
  it('the local stack runs on Node 22', () => {
    expect(major(stackValues().nodeVersion)).toBe(22);
  });

  it('package.json engines and .nvmrc say 22, and the pinned node package is 22', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
    expect(pkg.engines.node).toBe('>=22');
    expect(major(pkg.devDependencies.node)).toBe(22);
    expect(readFileSync(new URL('.nvmrc', root), 'utf8').trim()).toBe('22');
  });
});

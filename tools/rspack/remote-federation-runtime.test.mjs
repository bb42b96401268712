// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as runtime from '@module-federation/runtime';
import * as shim from './remote-federation-runtime.mjs';

const require = createRequire(import.meta.url);
const bundlerRuntimeDir = path.dirname(require.resolve('@module-federation/webpack-bundler-runtime'));

/** Every name webpack-bundler-runtime takes from @module-federation/runtime, imported or read off its namespace. */
function namesTheBundlerRuntimeUses() {
  const names = new Set();
  for (const file of readdirSync(bundlerRuntimeDir).filter((name) => name.endsWith('.js'))) {
    const source = readFileSync(path.join(bundlerRuntimeDir, file), 'utf8');
    for (const [, list] of source.matchAll(/import \{([^}]+)\} from "@module-federation\/runtime"/g)) {
      for (const name of list.split(',')) names.add(name.trim().split(' as ')[0]);
    }
    // `import * as runtime`, kept as federation.runtime and read back as `runtime.init(…)`.
    for (const [, name] of source.matchAll(/\bruntime\.(\w+)\(/g)) names.add(name);
  }
  return [...names].sort();
}

describe("a remote's @module-federation/runtime", () => {
  it('exports everything the bundler runtime uses from the package (an upgrade that uses more fails here)', () => {
    const used = namesTheBundlerRuntimeUses();
    expect(used).toContain('init');
    for (const name of used) expect(typeof shim[name], name).toBe(typeof runtime[name]);
  });

  it("creates the remote's federation instance once, then reuses it with the options it is given again", () => {
    const first = shim.init({ name: 'shim-test-remote', remotes: [], shared: {} });
    expect(first).toBeInstanceOf(runtime.ModuleFederation);
    expect(first.name).toBe('shim-test-remote');
    const again = shim.init({ name: 'shim-test-remote', remotes: [{ name: 'other', entry: 'http://localhost/other.js' }], shared: {} });
    expect(again).toBe(first);
    expect(again.options.remotes.map((remote) => remote.name)).toEqual(['other']);
  });
});

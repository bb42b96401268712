import { describe, expect, it } from 'vitest';
import { stableManifest } from './stable-manifest-plugin.mjs';

describe('stableManifest', () => {
  it('lists shared modules, remotes and exposes by id whatever order the build gave', () => {
    const entry = (id, usedIn) => ({ id, name: id.split(':')[1], ...(usedIn ? { usedIn } : {}), assets: { js: { sync: ['b.js', 'a.js'], async: [] } } });
    const one = { id: 'music', shared: [entry('music:react', ['src/b.ts', 'src/a.ts']), entry('music:@pitwall/ui')], remotes: [], exposes: [entry('music:pages')] };
    const two = { ...one, shared: [...one.shared].reverse().map((shared) => (shared.usedIn ? { ...shared, usedIn: [...shared.usedIn].reverse() } : shared)) };
    expect(JSON.stringify(stableManifest(two))).toBe(JSON.stringify(stableManifest(one)));
    expect(stableManifest(one).shared.map((shared) => shared.id)).toEqual(['music:@pitwall/ui', 'music:react']);
    // Load order inside an entry is left alone.
    expect(stableManifest(one).shared[0].assets.js.sync).toEqual(['b.js', 'a.js']);
  });
});

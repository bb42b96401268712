/**
 * Module Federation's manifest (mf-manifest.json) and its stats file list the shared modules,
 * remotes and exposes in the order of a hash map inside rspack: two builds of the same source can
 * list them differently (seen between two checkouts, and once between two builds in CI), which
 * changes a release's content version. Their order means nothing to the runtime (it looks entries
 * up by name), so they are written sorted by id, as is each shared module's `usedIn` list.
 */
const MANIFESTS = ['mf-manifest.json', 'mf-manifest-stats.json'];
const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The manifest with its unordered lists in a fixed order. */
export function stableManifest(manifest) {
  const sorted = { ...manifest };
  for (const key of ['shared', 'remotes', 'exposes']) {
    if (Array.isArray(sorted[key])) sorted[key] = [...sorted[key]].sort(byId).map((entry) => (Array.isArray(entry.usedIn) ? { ...entry, usedIn: [...entry.usedIn].sort() } : entry));
  }
  return sorted;
}

export class StableManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StableManifestPlugin', (compilation) => {
      // After the federation plugin has written them (its stage is OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: 'StableManifestPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const name of MANIFESTS) {
          const asset = compilation.getAsset(name);
          if (!asset) continue;
          const manifest = stableManifest(JSON.parse(asset.source.source().toString()));
          compilation.updateAsset(name, new compiler.rspack.sources.RawSource(JSON.stringify(manifest, null, 2)));
        }
      });
    });
  }
}

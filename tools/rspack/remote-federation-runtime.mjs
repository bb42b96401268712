import { CurrentGlobal, ModuleFederation, getGlobalFederationConstructor, getRemoteEntry, setGlobalFederationInstance } from '@module-federation/runtime-core';

/**
 * @module-federation/runtime as a remote's bundler runtime (webpack-bundler-runtime) uses it: `init`
 * for the remote's own federation instance, and `getRemoteEntry`. The package's entry adds the
 * host's API (loadRemote, registerRemotes, …, with their error descriptions), which a remote never
 * calls: ~0.8 KB gzip in every remoteEntry.js. And its `init` keeps the instance it creates for
 * that API, so the shell's copy cannot serve a remote: it would replace the shell's own.
 * `init` is the package's own (2.9.2, src/index.ts), less that module-level instance.
 */
export { getRemoteEntry };

export function init(options) {
  // @ts-expect-error -- replaced in the build by the federation plugin's DefinePlugin (absent in tests)
  const buildId = typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';
  const { name, version } = options;
  const instance = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (found) =>
      (buildId && found.options.id === buildId) ||
      (found.options.name === name && !found.options.version && !version) ||
      (found.options.name === name && version && found.options.version === version),
  );
  const normalized = { ...options, id: options.id || '' };
  if (instance) {
    instance.initOptions(normalized);
    return instance;
  }
  const created = new (getGlobalFederationConstructor() || ModuleFederation)({ id: `${name}@${version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(created);
  return created;
}

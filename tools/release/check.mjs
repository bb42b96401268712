import { readLive, releaseInfo } from './store.mjs';

// The check before a promotion: a remote runs against the singletons the live shell provides (the
// shell loads first and its copies win), so a release is refused when
//   - a shared package's major version differs from the live shell's (0.x: the minor), or
//   - a value it uses from a shared workspace lib is missing from the live shell's copy of the lib
//     or has another signature there (tools/release/contract.mjs fingerprints).
// Promoting the shell checks it the same way against every live remote.

const major = (version) => {
  const [, first, second] = /^(\d+)\.(\d+)/.exec(version) ?? [];
  return first === '0' ? `0.${second}` : first;
};

/**
 * What stops `remote` from running with `shell`, one line per package (empty when compatible).
 * @param {{ label: string, contract: any }} remote  e.g. label 'marketing 3f9a1c2b7d4e'
 * @param {{ label: string, contract: any }} shell
 */
export function incompatibilities(remote, shell) {
  const problems = [];
  for (const [name, version] of Object.entries(remote.contract.packages)) {
    const provided = shell.contract.packages[name];
    if (provided && major(provided) !== major(version)) {
      problems.push(`${name}: ${remote.label} is built against ${name} ${version}, ${shell.label} provides ${name} ${provided}`);
    }
  }
  for (const [name, lib] of Object.entries(remote.contract.libs)) {
    const provided = shell.contract.libs[name];
    // A lib the shell does not load is served by the remote's own copy.
    if (!provided) continue;
    const missing = lib.uses.filter((use) => !(use in provided.exports));
    const changed = lib.uses.filter((use) => use in provided.exports && provided.exports[use] !== lib.exports[use]);
    if (missing.length + changed.length === 0) continue;
    const details = [missing.length && `missing there: ${missing.join(', ')}`, changed.length && `changed: ${changed.join(', ')}`].filter(Boolean);
    problems.push(`${name}: ${remote.label} is built against API ${lib.api} of ${name}, ${shell.label} provides API ${provided.api} (${details.join('; ')})`);
  }
  return problems;
}

const labelled = (store, app, version) => ({ label: `${app} ${version}`, contract: releaseInfo(store, app, version).contract });

/**
 * The problems that would follow from making `version` of `app` live, given the live manifest
 * (each line names the package and both versions). Nothing to compare with is no problem.
 * @param {import('./store.mjs').LiveManifest} [live]
 */
export function promotionProblems(store, app, version, live = readLive(store)) {
  const release = labelled(store, app, version);
  if (app !== 'shell') {
    const shellVersion = live.apps.shell?.live?.version;
    if (!shellVersion) return [];
    return incompatibilities(release, { ...labelled(store, 'shell', shellVersion), label: `the live shell (${shellVersion})` });
  }
  const shell = { ...release, label: `shell ${version}` };
  return Object.entries(live.apps)
    .filter(([name, record]) => name !== 'shell' && record.live)
    .flatMap(([name, record]) => incompatibilities({ ...labelled(store, name, record.live.version), label: `the live ${name} (${record.live.version})` }, shell));
}

/** Throws, naming every incompatibility, when the release may not go live. */
export function assertPromotable(store, app, version, live) {
  const problems = promotionProblems(store, app, version, live);
  if (problems.length > 0) {
    throw new Error(`Refused: ${app} ${version} is not compatible with what is live:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
}

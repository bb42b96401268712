import { readLive, releaseInfo } from './store.mjs';

// The check before a promotion: a remote runs against the singletons the live shell provides (the
// shell loads first and its copies win), so a release is refused when
//   - a shared package's major version differs from the live shell's (0.x: the minor), or
//   - a value it uses from a shared workspace lib is missing from the live shell's copy of the lib
//     or has another signature there (tools/release/contract.mjs fingerprints), or
//   - it runs on the shell's bundler runtime and the live shell does not hand over that version of
//     it (`bundlerRuntime`; releases built before the hand-over carry none and need none).
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
  const needed = remote.contract.bundlerRuntime;
  if (needed !== undefined && shell.contract.bundlerRuntime !== needed) {
    const provided = shell.contract.bundlerRuntime === undefined ? 'does not hand its bundler runtime over' : `hands over version ${shell.contract.bundlerRuntime}`;
    problems.push(`bundler runtime: ${remote.label} runs on version ${needed} of the shell's bundler runtime, ${shell.label} ${provided}`);
  }
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

/**
 * The problems that would follow from making the releases in `next` ({ app: version }) live, given
 * the live manifest: every remote that would be live is checked against the shell that would be
 * live, wherever one of the two changes (each line names the package and both versions). Nothing
 * to compare with is no problem. Releases promoted together are checked against each other, so a
 * change that needs the shell and a remote at once goes live in one promotion.
 * @param {Record<string, string>} next
 * @param {import('./store.mjs').LiveManifest} [live]
 */
export function promotionProblems(store, next, live = readLive(store)) {
  const future = { ...Object.fromEntries(Object.entries(live.apps).flatMap(([app, record]) => (record.live ? [[app, record.live.version]] : []))), ...next };
  const side = (app) => ({
    label: app in next ? `${app} ${future[app]}` : `the live ${app} (${future[app]})`,
    contract: releaseInfo(store, app, future[app]).contract,
  });
  if (!future.shell) return [];
  const shell = side('shell');
  return Object.keys(future)
    .filter((app) => app !== 'shell' && (app in next || 'shell' in next))
    .flatMap((app) => incompatibilities(side(app), shell));
}

/** Throws, naming every incompatibility, when the releases may not go live. */
export function assertPromotable(store, next, live) {
  const problems = promotionProblems(store, next, live);
  if (problems.length > 0) {
    const what = Object.entries(next).map(([app, version]) => `${app} ${version}`).join(', ');
    throw new Error(`Refused: ${what} ${Object.keys(next).length > 1 ? 'are' : 'is'} not compatible with what is live:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
  }
}

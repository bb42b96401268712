import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_MODULES_FILE } from '../rspack/build-modules-plugin.mjs';

/**
 * Files a package's export map offers only under its 'development' condition (for example
 * @radix-ui/primitive's is-development.true.mjs), relative to the package folder.
 */
function developmentOnlyExports(packageDir) {
  const manifest = path.join(packageDir, 'package.json');
  if (!existsSync(manifest)) return new Set();
  const development = new Set();
  const other = new Set();
  const walk = (target, underDevelopment) => {
    if (typeof target === 'string') (underDevelopment ? development : other).add(path.posix.normalize(target));
    else if (target && typeof target === 'object') {
      for (const [key, value] of Object.entries(target)) walk(value, underDevelopment || key === 'development');
    }
  };
  walk(JSON.parse(readFileSync(manifest, 'utf8')).exports, false);
  return new Set([...development].filter((file) => !other.has(file)));
}

/**
 * The package whose development build `file` (relative to `root`) belongs to, or null: a folder or
 * file named for it (react-router's dist/development/…, react's cjs/react.development.js) or a file
 * the package's export map offers only to development builds.
 */
export function developmentBuildPackage(file, root) {
  const at = file.lastIndexOf('node_modules/');
  if (at === -1) return null;
  const [first, ...rest] = file.slice(at + 'node_modules/'.length).split('/');
  const name = first?.startsWith('@') ? `${first}/${rest.shift()}` : first;
  const inPackage = rest.join('/');
  if (/(^|[/.])development([/.]|$)/.test(inPackage)) return name;
  const packageDir = path.join(root, file.slice(0, at), 'node_modules', name);
  return developmentOnlyExports(packageDir).has(inPackage) ? name : null;
}

/**
 * Every JavaScript file of the built app in `appDir` that carries code from a package's development
 * build, from the build's own record (tools/rspack/build-modules-plugin.mjs; paths relative to
 * `root`). Throws when the record is missing or does not list a file, so an unverifiable build
 * never passes.
 *
 * @returns {{ file: string, package: string, source: string }[]}
 */
export function developmentBuildsIn(appDir, root) {
  const recordPath = path.join(appDir, BUILD_MODULES_FILE);
  if (!existsSync(recordPath)) throw new Error(`${recordPath} is missing: build the apps with \`npm run build\` first`);
  const record = JSON.parse(readFileSync(recordPath, 'utf8'));
  const unlisted = readdirSync(appDir).filter((file) => file.endsWith('.js') && !(file in record));
  if (unlisted.length > 0) throw new Error(`${recordPath} does not list ${unlisted.join(', ')}: rebuild the app`);
  return Object.entries(record).flatMap(([file, sources]) =>
    sources.flatMap((source) => {
      const name = developmentBuildPackage(source, root);
      return name ? [{ file, package: name, source }] : [];
    }),
  );
}

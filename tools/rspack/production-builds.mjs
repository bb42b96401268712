import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Production builds resolve every package with the 'production' condition (rspack's default in
 * production mode) and `process.env.NODE_ENV` set to 'production', which picks react's, react-dom's
 * and scheduler's production files. react-router 7 is the exception: its export map names only its
 * development build under every condition (remix-run/react-router#12532, #14102), so production
 * builds alias its entry points to the same files under dist/production.
 */
export function productionBuildAliases() {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  const { exports } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return Object.fromEntries(
    ['.', './dom'].map((subpath) => {
      const development = exports[subpath]?.import?.default;
      const production = typeof development === 'string' && path.join(packageDir, development.replace('/development/', '/production/'));
      if (!production || !existsSync(production)) {
        throw new Error(`react-router${subpath.slice(1)}: no production build next to ${development} (did its package layout change?)`);
      }
      return [`react-router${subpath.slice(1)}$`, production];
    }),
  );
}

/**
 * The federation runtime as ES modules. The federation plugin imports its runtime by the absolute
 * path of each package's CommonJS build (`dist/index.cjs`), which rspack cannot tree-shake, and the
 * shell's own `@module-federation/enhanced/runtime` import then brought in a second, ESM copy. Every
 * one of these packages ships the same code as ESM beside it (`dist/index.js` or `.mjs`): aliasing the CommonJS
 * entries to it leaves one tree-shaken copy, ~5 KB gzip less in the shell and in every remoteEntry.js.
 */
export function federationRuntimeAliases() {
  const packages = ['webpack-bundler-runtime', 'inject-external-runtime-core-plugin', 'runtime', 'runtime-core', 'runtime-tools', 'sdk', 'error-codes'];
  return Object.fromEntries(
    packages.map((name) => {
      const commonJs = require.resolve(`@module-federation/${name}`);
      const esm = ['.js', '.mjs'].map((extension) => commonJs.replace(/\.cjs$/, extension)).find((file) => file !== commonJs && existsSync(file));
      if (!esm) {
        throw new Error(`@module-federation/${name}: no ES module build next to ${commonJs} (did its package layout change?)`);
      }
      return [`${commonJs}$`, esm];
    }),
  );
}

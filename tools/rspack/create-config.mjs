import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { SHARED, remoteShared, shellShared } from './shared.mjs';
import { appPort } from './apps.mjs';
import { BuildModulesPlugin } from './build-modules-plugin.mjs';
import { CompileHintsPlugin } from './compile-hints-plugin.mjs';
import { EarlyScriptPlugin } from './early-script-plugin.mjs';
import { FontFacesPlugin } from './font-faces-plugin.mjs';
import { StableManifestPlugin } from './stable-manifest-plugin.mjs';
import { federationRuntimeAliases, productionBuildAliases } from './production-builds.mjs';
import { runtimeFilesMiddleware } from '../serve/runtime-files.mjs';
import { ReleaseInfoPlugin } from '../release/release-plugin.mjs';
import { sourceRoutes } from '../release/routes.mjs';
import { EARLY_SCRIPT_FILE } from '../../libs/config/src/page-protocol.ts';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const REMOTE_BUNDLER_RUNTIME = fileURLToPath(new URL('./remote-bundler-runtime.mjs', import.meta.url));
const PROVIDE_BUNDLER_RUNTIME = fileURLToPath(new URL('./provide-bundler-runtime-plugin.mjs', import.meta.url));

/**
 * The build of one app of the composed site. `exposes` makes it a remote; without it, it is the
 * shell, which knows no remote at build time (it reads /remotes.json at start-up).
 *
 * A remote's route list comes from apps/<name>/routes.json unless `routes` is given; `shared`
 * replaces the shared block (both for builds that differ on purpose, e.g. a test's release).
 *
 * @param {{ name: string, exposes?: Record<string, string>, routes?: import('../release/routes.mjs').RouteEntry[], shared?: Record<string, any> }} app
 */
export function createConfig({ name, exposes, routes = sourceRoutes(name), shared = SHARED }) {
  return (env, argv) => {
    const isDev = argv.mode === 'development' || process.env.NODE_ENV === 'development';
    const isShell = !exposes;
    const projectRoot = path.join(workspaceRoot, 'apps', name);
    // PITWALL_OUT_DIR lets a test build a remote into another folder without touching dist/.
    const outputPath = process.env.PITWALL_OUT_DIR ?? path.join(workspaceRoot, 'dist/apps', name);

    return {
      context: projectRoot,
      // The same for the bundler's own runtime code and the minifier's output.
      target: ['web', 'es2022'],
      mode: isDev ? 'development' : 'production',
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      // Remotes have no page of their own: their only entry is the federation container.
      entry: isShell ? { main: './src/index.ts' } : {},
      output: {
        path: outputPath,
        uniqueName: name,
        // Every app resolves its chunks against the script that loaded it, so a release works
        // from its own versioned folder (/<version>/…) as well as from the root.
        publicPath: isShell && isDev ? '/' : 'auto',
        filename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
        // Fonts and pictures by name and content hash: cached for good, like the chunks.
        assetModuleFilename: isDev ? '[name][ext]' : '[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        // Also what the federation-shared copies are built from: they go through this resolver.
        alias: isDev ? {} : { ...productionBuildAliases(), ...federationRuntimeAliases() },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                // Browsers of the last four years (Chrome/Edge 94+, Firefox 93+, Safari 15.4+) run
                // ES2022 as written: no ES5 helpers for classes, async functions and spreads.
                target: 'es2022',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev && isShell } },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
        ],
      },
      optimization: {
        // Readable chunk names: tests and the size report can tell which package a file holds.
        chunkIds: 'named',
        moduleIds: isDev ? 'named' : 'deterministic',
        // Zod in one chunk of a short name: split by default into chunks named after its files, each
        // name written into the runtime's chunk map and into every lazy import of a form (first load).
        splitChunks: { cacheGroups: { zod: { test: /[\\/]node_modules[\\/]zod[\\/]/, name: 'zod', chunks: 'async', priority: 10 } } },
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: isShell ? shellShared(shared) : remoteShared(shared),
          // The default 'version-first' fetches every known remote's entry at start-up, which
          // would also download the admin remote for anonymous visitors.
          shareStrategy: 'loaded-first',
          // The shell hands its bundler runtime to the remotes (provide-bundler-runtime-plugin.mjs).
          ...(isShell ? { runtimePlugins: [PROVIDE_BUNDLER_RUNTIME] } : {}),
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // The federation runtime ships once, in the shell; remotes use the shell's copy.
          // /remotes.json names each remote's remoteEntry.js, not its mf-manifest.json: one request
          // less before a remote's code, and the runtime's snapshot plugin left out. A remote loads no
          // remote of its own: `disableRemote` leaves the remote-loading part of its bundler runtime out.
          experiments: {
            optimization: { target: 'web', disableSnapshot: true, ...(isShell ? {} : { disableRemote: true }) },
            ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
          },
        }),
        // `externalRuntime` only takes runtime-core from the shell: a remote's entry would still bundle
        // its own bundler runtime, @module-federation/runtime's host API and their error texts. It
        // takes the shell's bundler runtime instead (remote-bundler-runtime.mjs), ~3 KB gzip less.
        !isShell && new rspack.NormalModuleReplacementPlugin(/@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/, REMOTE_BUNDLER_RUNTIME),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isDev ? 'development' : 'production') }),
        isShell &&
          new rspack.HtmlRspackPlugin({
            template: path.join(projectRoot, 'src/index.html'),
            // Absolute: index.html answers every route (/blog/a-post too). A release rewrites these
            // to its versioned folder (tools/release/store.mjs).
            publicPath: '/',
            minify: !isDev,
            // The early script is in the template itself, async and first.
            templateParameters: { earlyScript: EARLY_SCRIPT_FILE },
          }),
        isShell && new FontFacesPlugin(),
        isShell && new EarlyScriptPlugin({ entry: './src/page-boot/page-boot.ts', filename: EARLY_SCRIPT_FILE }),
        isShell && new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
        isDev && isShell && new ReactRefreshRspackPlugin(),
        // The federation manifest in a fixed order: the same source, the same release version.
        new StableManifestPlugin(),
        // Every function compiled while its file downloads, not on the main thread when first called.
        !isDev && new CompileHintsPlugin(),
        // What each production file is built from: `npm run size` refuses development builds.
        !isDev && new BuildModulesPlugin(workspaceRoot),
        // Route list and contract with the shell, carried by each release (tools/release).
        !isDev && new ReleaseInfoPlugin({ name, routes, shared }),
      ].filter(Boolean),
      devServer: {
        port: appPort(name),
        // The shell gets Fast Refresh. A remote's code runs inside the shell's page, where React
        // Refresh cannot reach its components, so a change there reloads the page instead.
        hot: isShell,
        liveReload: true,
        historyApiFallback: isShell,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: isShell
          ? (middlewares) => [runtimeFilesMiddleware(), ...middlewares]
          : undefined,
      },
      // Lazy compilation serves placeholder modules that compile on first request; across origins
      // (a remote's chunk requested by the shell's page) they never resolve. Compile everything.
      lazyCompilation: false,
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

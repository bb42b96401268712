import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The contract of a build: what it expects from the shared singletons the live shell provides.
// Written into every production build (release.json) and compared before promotion (check.mjs).
//   packages: the version of each shared third-party package the build is made against;
//   libs: for each shared workspace lib entry the build imports, a fingerprint of every value export
//         of the lib as built (`exports`) and the ones the build's code uses (`uses`).

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(`${workspaceRoot}/package.json`);

/** The third-party singletons whose major version must match the live shell's. */
export const CONTRACT_PACKAGES = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'zustand', '@supabase/supabase-js'];

const sha = (text) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * The version each contract package is built against: the one the shared config pins, else the
 * installed one (react-router-dom is not shared itself: it travels inside @pitwall/router).
 * @param {Record<string, { version?: string, singleton?: boolean }>} shared
 */
export function packageVersions(shared) {
  return Object.fromEntries(
    CONTRACT_PACKAGES.map((name) => [name, shared[name]?.version ?? require(`${name}/package.json`).version]),
  );
}

/**
 * The shared workspace lib entry points: '@pitwall/x' for every shared lib, and every subpath export
 * of a lib whose 'x/' key is shared too (@pitwall/ui/dialog…), each with its source file.
 * @param {Record<string, unknown>} shared
 * @returns {Map<string, string>}
 */
export function sharedLibEntries(shared) {
  const entries = new Map();
  for (const dir of readdirSync(`${workspaceRoot}/libs`)) {
    const file = `${workspaceRoot}/libs/${dir}/package.json`;
    if (!existsSync(file)) continue;
    const { name, exports } = JSON.parse(readFileSync(file, 'utf8'));
    if (!(name in shared)) continue;
    for (const [subpath, target] of Object.entries(exports ?? { '.': './src/index.ts' })) {
      const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
      if (subpath === '.' || `${name}/` in shared) entries.set(specifier, path.join(workspaceRoot, 'libs', dir, target));
    }
  }
  return entries;
}

/**
 * Names each file imports from the given specifiers as values ('*' for a namespace or dynamic import;
 * type-only imports leave nothing at run time and are skipped).
 * @param {string[]} files
 * @param {Set<string>} specifiers
 * @returns {Map<string, Set<string>>}
 */
export function importedNames(files, specifiers) {
  /** @type {Map<string, Set<string>>} */
  const uses = new Map();
  const use = (specifier, name) => {
    if (!specifiers.has(specifier)) return;
    if (!uses.has(specifier)) uses.set(specifier, new Set());
    uses.get(specifier)?.add(name);
  };
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node) => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const specifier = node.moduleSpecifier.text;
        if (ts.isImportDeclaration(node)) {
          const clause = node.importClause;
          if (!clause || clause.isTypeOnly) return;
          if (clause.name) use(specifier, 'default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) use(specifier, '*');
          if (bindings && ts.isNamedImports(bindings)) {
            for (const element of bindings.elements) if (!element.isTypeOnly) use(specifier, (element.propertyName ?? element.name).text);
          }
        } else if (!node.isTypeOnly) {
          const clause = node.exportClause;
          if (!clause || !ts.isNamedExports(clause)) use(specifier, '*');
          else for (const element of clause.elements) if (!element.isTypeOnly) use(specifier, (element.propertyName ?? element.name).text);
        }
        return;
      }
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [argument] = node.arguments;
        if (argument && ts.isStringLiteral(argument)) use(argument.text, '*');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

const TYPE_FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseFullyQualifiedType;

/**
 * A fingerprint of every value export of each entry: its type and, one level down, the members of
 * its type and of its call signatures' parameter types (so a renamed prop of a component changes it).
 * Paths of this checkout are cut out so the same code gives the same fingerprint anywhere.
 * @param {Map<string, string>} entries
 * @returns {Record<string, Record<string, string>>}
 */
export function computeLibApis(entries) {
  const { config } = ts.readConfigFile(`${workspaceRoot}/tsconfig.base.json`, ts.sys.readFile);
  const { options } = ts.convertCompilerOptionsFromJson(config.compilerOptions, workspaceRoot);
  const program = ts.createProgram([...entries.values()], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const show = (type) => checker.typeToString(type, undefined, TYPE_FORMAT).replaceAll(workspaceRoot, '');
  const members = (type, at) =>
    checker
      .getPropertiesOfType(type)
      .map((member) => `${member.name}${member.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${show(checker.getTypeOfSymbolAtLocation(member, at))}`)
      .join('; ');

  /** @type {Record<string, Record<string, string>>} */
  const apis = {};
  for (const [specifier, file] of entries) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`contract: cannot read the exports of ${specifier} (${file})`);
    const fingerprints = {};
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      // Only values exist at run time; a type counts through the values whose signatures use it.
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (!(symbol.flags & ts.SymbolFlags.Value)) continue;
      const at = symbol.valueDeclaration ?? symbol.declarations?.[0] ?? source;
      const type = checker.getTypeOfSymbolAtLocation(symbol, at);
      const parameters = [...type.getCallSignatures(), ...type.getConstructSignatures()].flatMap((signature) =>
        signature.parameters.map((parameter) => members(checker.getTypeOfSymbolAtLocation(parameter, at), at)),
      );
      fingerprints[exported.name] = sha(`${show(type)} {${members(type, at)}} (${parameters.join(' | ')})`);
    }
    // Code-unit order, not localeCompare: release.json (and so the version) must not depend on LANG.
    apis[specifier] = Object.fromEntries(Object.entries(fingerprints).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return apis;
}

/** Every file the libs' API can depend on: their sources, the compiler settings, the installed packages. */
function libSourcesKey(entries) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) hash.update(file).update(readFileSync(file));
    }
  };
  walk(`${workspaceRoot}/libs`);
  for (const file of ['tsconfig.base.json', 'package-lock.json']) hash.update(readFileSync(`${workspaceRoot}/${file}`));
  hash.update(JSON.stringify([...entries]));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The libs' API fingerprints, computed once per state of the libs (the type checker takes seconds;
 * six builds in a row share one result through node_modules/.cache).
 * @param {Map<string, string>} entries
 */
export function libApis(entries) {
  const cacheDir = `${workspaceRoot}/node_modules/.cache/pitwall-contract`;
  const cacheFile = `${cacheDir}/${libSourcesKey(entries)}.json`;
  if (existsSync(cacheFile)) return JSON.parse(readFileSync(cacheFile, 'utf8'));
  const apis = computeLibApis(entries);
  mkdirSync(cacheDir, { recursive: true });
  // Two builds running side by side may both compute it: write then rename, so no one reads half a file.
  const temp = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(apis));
  renameSync(temp, cacheFile);
  return apis;
}

/**
 * The contract of one build.
 * @param {{ shared: Record<string, any>, sourceFiles: string[] }} input  the shared config and the
 *   workspace source files compiled into the build
 */
export function buildContract({ shared, sourceFiles }) {
  const entries = sharedLibEntries(shared);
  const uses = importedNames(sourceFiles, new Set(entries.keys()));
  const apis = libApis(entries);
  const libs = {};
  for (const specifier of [...uses.keys()].sort()) {
    const exports = apis[specifier] ?? {};
    const used = [...(uses.get(specifier) ?? [])];
    libs[specifier] = {
      api: sha(JSON.stringify(exports)),
      exports,
      uses: used.includes('*') ? Object.keys(exports) : used.filter((name) => name in exports).sort(),
    };
  }
  return { packages: packageVersions(shared), libs };
}

// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { SourceMapConsumer } from 'source-map-js';
import { afterAll, describe, expect, it } from 'vitest';
import { COMPILE_ALL_FUNCTIONS_HINT, CompileHintsPlugin } from './compile-hints-plugin.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A production build, minified and with source maps, of a large entry and a small lazy chunk. */
async function build() {
  const words = Array.from({ length: 4000 }, (_, index) => `word-${index.toString(36)}-${(index * 7919).toString(36)}`);
  writeFileSync(path.join(dir, 'entry.js'), `export const words = ${JSON.stringify(words)};\nexport function marker() { return 'compile-hints-marker'; }\nconsole.log(marker(), words.map((word) => word.toUpperCase()).join());\nimport('./small.js').then((small) => small.run());\n`);
  writeFileSync(path.join(dir, 'small.js'), `export function run() { return 'small-chunk-marker'; }\n`);
  const compiler = rspack({ context: dir, mode: 'production', devtool: 'source-map', entry: './entry.js', output: { path: path.join(dir, 'out'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' }, plugins: [new CompileHintsPlugin()], stats: 'errors-only' });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  expect(stats.hasErrors()).toBe(false);
  const files = readdirSync(path.join(dir, 'out')).filter((file) => file.endsWith('.js'));
  return files.map((file) => ({ file, code: readFileSync(path.join(dir, 'out', file), 'utf8'), map: JSON.parse(readFileSync(path.join(dir, 'out', `${file}.map`), 'utf8')) }));
}

describe('CompileHintsPlugin', () => {
  it('puts the hint first in every file, large or small, once, and the source maps still point at the sources', async () => {
    const files = await build();
    expect(files).toHaveLength(2);
    for (const { file, code } of files) {
      expect(code.startsWith(COMPILE_ALL_FUNCTIONS_HINT), file).toBe(true);
      // Kept by the minifier: it comes after it.
      expect(code.match(/allFunctionsCalledOnLoad/g), file).toHaveLength(1);
    }

    for (const { marker, source, sourceLine } of [
      { marker: 'compile-hints-marker', source: /entry\.js$/, sourceLine: 2 },
      { marker: 'small-chunk-marker', source: /small\.js$/, sourceLine: 1 },
    ]) {
      const { code, map } = files.find(({ code }) => code.includes(marker));
      const lines = code.split('\n');
      const line = lines.findIndex((text) => text.includes(marker));
      const position = new SourceMapConsumer(map).originalPositionFor({ line: line + 1, column: lines[line].indexOf(marker) });
      expect(position.source).toMatch(source);
      expect(position.line).toBe(sourceLine);
    }
  }, 60_000);
});

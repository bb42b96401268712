/**
 * Generated media kept between seed runs. Encoding is deterministic, so files made from the same
 * inputs (the source — SVG markup or PCM samples —, the encoder settings and the library versions)
 * are the same bytes: a reset reuses them instead of rendering and encoding everything again. Kept
 * in node_modules/.cache (a fresh install starts empty); PITWALL_SEED_CACHE=off encodes afresh, as
 * the test that two seed runs produce the same files does. Fonts are not part of the key: after
 * installing fonts, delete node_modules/.cache/pitwall-seed-media to draw the text with them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/pitwall-seed-media/', import.meta.url));

/** The files `produce` makes from `inputs`, from the cache when the same inputs made them before. */
export async function cachedMedia(inputs: Array<string | Uint8Array>, produce: () => Promise<Uint8Array[]>): Promise<Uint8Array[]> {
  if (process.env.PITWALL_SEED_CACHE === 'off') return produce();
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(createHash('sha256').update(input).digest()); // no two input lists hash alike
  const key = hash.digest('hex');
  const entry = `${CACHE_DIR}${key}`;
  try {
    const index = JSON.parse(await readFile(`${entry}.json`, 'utf8')) as { files: number };
    return await Promise.all(Array.from({ length: index.files }, async (_, i) => new Uint8Array(await readFile(`${entry}.${i}`))));
  } catch {
    // Not cached yet (or half-written by a run that was stopped): make the files.
  }
  const files = await produce();
  await mkdir(CACHE_DIR, { recursive: true });
  // Files first, the index last, each written under a temporary name then renamed: a reader sees a
  // complete entry or none, also when two seeds (integration and e2e stacks) run at once.
  const put = async (name: string, data: string | Uint8Array) => {
    const temporary = `${name}.${process.pid}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, name);
  };
  await Promise.all(files.map((file, i) => put(`${entry}.${i}`, file)));
  await put(`${entry}.json`, JSON.stringify({ files: files.length }));
  return files;
}

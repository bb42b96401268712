import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { link, mkdir, open, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { ERRORS } from './errors.ts';

/**
 * Object bytes on disk, laid out like Supabase Storage's file backend:
 * `<root>/<bucket>/<object name>/<version>`. Every write produces a new version file that is never
 * modified afterwards, so the database row (which names the version) and the bytes stay consistent:
 * a file is put in place before the row that points at it commits, and an old version is removed
 * only after the row that dropped it commits. A crash can leave an unreferenced file behind, never a
 * row without its bytes. A key that is both an object and a "folder" ("a" and "a/b") works because the
 * object's bytes live inside a directory named after it.
 */
export class ObjectFiles {
  readonly root: string;
  /** Uploads are received here, then renamed into place (same filesystem → atomic). */
  readonly tmpDir: string;

  constructor(root: string) {
    this.root = resolve(root);
    this.tmpDir = join(this.root, '.tmp');
  }

  async init(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    // Half-received uploads from a previous run are garbage.
    await rm(this.tmpDir, { recursive: true, force: true });
    await mkdir(this.tmpDir, { recursive: true });
  }

  /** A new temp file path (not created). */
  tempPath(): string {
    return join(this.tmpDir, `${randomUUID()}.part`);
  }

  /** Where a version of an object lives; refuses anything that would resolve outside the bucket. */
  pathOf(bucket: string, name: string, version: string): string {
    if (!isSafeVersion(version)) throw ERRORS.noSuchKey();
    const bucketDir = join(this.root, bucket);
    const full = resolve(bucketDir, ...name.split('/'), version);
    if (!full.startsWith(bucketDir + sep) || bucket.startsWith('.') || bucket.includes('/')) {
      throw ERRORS.invalidKey(name);
    }
    return full;
  }

  /** Moves a fully written temp file to its final place (creating the folders). */
  async place(tempFile: string, bucket: string, name: string, version: string): Promise<string> {
    const target = this.pathOf(bucket, name, version);
    await this.withParent(target, () => rename(tempFile, target));
    return target;
  }

  /** Makes `version` of the source object also available as a new object (hard link: no copy, atomic). */
  async linkVersion(
    from: { bucket: string; name: string; version: string },
    to: { bucket: string; name: string; version: string },
  ): Promise<string> {
    const source = this.pathOf(from.bucket, from.name, from.version);
    const target = this.pathOf(to.bucket, to.name, to.version);
    await this.withParent(target, () => link(source, target));
    return target;
  }

  /** Removes one version file and the folders it leaves empty (best effort; orphans are harmless). */
  async removeVersion(bucket: string, name: string, version: string | null | undefined): Promise<void> {
    if (!version || !isSafeVersion(version)) return;
    let target: string;
    try {
      target = this.pathOf(bucket, name, version);
    } catch {
      return;
    }
    await unlink(target).catch(() => undefined);
    await this.pruneEmptyDirs(dirname(target), join(this.root, bucket));
  }

  async removeBucket(bucket: string): Promise<void> {
    if (bucket.startsWith('.') || bucket.includes('/')) return;
    await rm(join(this.root, bucket), { recursive: true, force: true });
  }

  async size(path: string): Promise<number | undefined> {
    try {
      return (await stat(path)).size;
    } catch {
      return undefined;
    }
  }

  read(path: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  /** Creates a temp file for writing (exclusive). */
  createTempStream(path: string) {
    return createWriteStream(path, { flags: 'wx' });
  }

  /** Flushes a written file to disk before it is renamed into place. */
  async fsync(path: string): Promise<void> {
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async discard(path: string): Promise<void> {
    await unlink(path).catch(() => undefined);
  }

  /**
   * Runs a rename/link into `target`, creating its folder first. A concurrent delete may prune the
   * freshly created folder in between; retry a few times in that case.
   */
  private async withParent(target: string, op: () => Promise<void>): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      await mkdir(dirname(target), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        // A path segment exists as a file: only possible for a crafted name equal to a version id.
        if (error.code === 'EEXIST' || error.code === 'ENOTDIR') throw ERRORS.keyAlreadyExists();
        throw error;
      });
      try {
        await op();
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' && attempt < 3) continue;
        if (code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') throw ERRORS.keyAlreadyExists();
        throw error;
      }
    }
  }

  private async pruneEmptyDirs(dir: string, stopAt: string): Promise<void> {
    let current = dir;
    while (current.startsWith(stopAt + sep)) {
      try {
        const entries = await readdir(current);
        if (entries.length > 0) return;
        await rmdir(current);
      } catch {
        return; // not empty any more (a concurrent upload), or already gone
      }
      current = dirname(current);
    }
  }
}

const VERSION_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Versions are UUIDs this service generated; anything else in the column has no file. */
export const isSafeVersion = (version: string): boolean => VERSION_RE.test(version);

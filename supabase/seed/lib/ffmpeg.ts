/**
 * Encodes audio and video with the ffmpeg binary that the @ffmpeg-installer/ffmpeg package ships
 * (no system ffmpeg, no download at seed time). Input is streamed to ffmpeg's stdin; the output goes
 * to a temporary file because MP4 writes its index after the media. Every call carries the flags
 * that make the output depend only on the input: no encoder or version tags, no metadata or
 * timestamps, one thread. Results are cached (media-cache.ts) under the identity of their input.
 */
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedMedia } from './media-cache.ts';

const REPRODUCIBLE = ['-fflags', '+bitexact', '-flags', '+bitexact', '-map_metadata', '-1', '-threads', '1'];

export interface EncodeJob {
  /** How to read the raw stream on stdin ('-f', 'f32le', …). */
  inputArgs: string[];
  /** Codec and container settings. */
  outputArgs: string[];
  /** The output file's extension, which picks the container. */
  extension: string;
  /** What the stream is made from (the samples, the frames' markup): the cache key's content. */
  source: string | Uint8Array;
  /** The raw stream, produced only when the file is not cached. */
  input(): AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

export async function ffmpegEncode(job: EncodeJob): Promise<Uint8Array> {
  const settings = JSON.stringify([ffmpeg.version, REPRODUCIBLE, job.inputArgs, job.outputArgs, job.extension]);
  const [file] = await cachedMedia([job.source, settings], async () => [await encode(job)]);
  return file as Uint8Array;
}

async function encode({ inputArgs, outputArgs, extension, input }: EncodeJob): Promise<Uint8Array> {
  const dir = await mkdtemp(join(tmpdir(), 'pitwall-seed-'));
  const output = join(dir, `out.${extension}`);
  try {
    const child = spawn(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...inputArgs, '-i', 'pipe:0', ...REPRODUCIBLE, ...outputArgs, '-y', output], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
    const exited = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
    child.stdin.on('error', () => undefined); // ffmpeg failing early closes the pipe; its exit code says why
    for await (const chunk of input()) {
      if (!child.stdin.write(chunk)) await Promise.race([once(child.stdin, 'drain'), exited]);
    }
    child.stdin.end();
    const [code, signal] = await exited;
    if (code !== 0) throw new Error(`ffmpeg failed (${signal ?? code}): ${stderr.trim()}`);
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

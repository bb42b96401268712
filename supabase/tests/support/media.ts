/**
 * What a media file really holds, read by the decoders rather than by trusting names and headers:
 * pictures through sharp, audio and video through the ffmpeg binary the seed encodes with.
 */
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

export async function pictureInfo(bytes: Uint8Array): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined }> {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

export interface StreamInfo {
  /** 'Audio' or 'Video' and the codec, e.g. 'Audio: aac', 'Video: h264'. */
  streams: string[];
  seconds: number;
  /** 'WxH' of the video stream, if any. */
  size: string | null;
}

/** Runs `ffmpeg -i` on the bytes and reads the container's duration and streams from its report. */
export async function streamInfo(bytes: Uint8Array): Promise<StreamInfo> {
  const dir = await mkdtemp(join(tmpdir(), 'pitwall-media-'));
  try {
    const file = join(dir, 'input');
    await writeFile(file, bytes);
    // Without an output ffmpeg exits with an error after printing what it found in the input.
    const report = await new Promise<string>((resolve) => execFile(ffmpeg.path, ['-hide_banner', '-i', file], (_error, _stdout, stderr) => resolve(stderr)));
    const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(report);
    if (!duration) throw new Error(`ffmpeg could not read the file:\n${report}`);
    return {
      streams: [...report.matchAll(/Stream #\d+:\d+.*?: (Audio|Video): (\w+)/g)].map((m) => `${m[1]}: ${m[2]}`),
      seconds: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
      size: /Video: .*?, (\d+x\d+)/.exec(report)?.[1] ?? null,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

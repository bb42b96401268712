/** The press-kit video: frames drawn as SVG, rasterised by sharp and encoded by ffmpeg as H.264 MP4. */
import sharp from 'sharp';
import { videoFrame } from './artwork.ts';
import { ffmpegEncode } from './ffmpeg.ts';

export const VIDEO = { width: 960, height: 540, fps: 25, seconds: 5, contentType: 'video/mp4' } as const;

async function* rasterise(frames: string[]): AsyncGenerator<Uint8Array> {
  for (const svg of frames) yield new Uint8Array(await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer());
}

/** H.264 High profile, yuv420p (what every browser decodes), index first for progressive playback. */
export function encodePressVideo(): Promise<Uint8Array> {
  const count = VIDEO.fps * VIDEO.seconds;
  const frames = Array.from({ length: count }, (_, i) => videoFrame(VIDEO.width, VIDEO.height, i / count).svg);
  return ffmpegEncode({
    inputArgs: ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${VIDEO.width}x${VIDEO.height}`, '-r', String(VIDEO.fps)],
    outputArgs: ['-c:v', 'libx264', '-preset', 'fast', '-tune', 'animation', '-crf', '24', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    extension: 'mp4',
    source: `${JSON.stringify(sharp.versions)}\n${frames.join('\n')}`,
    input: () => rasterise(frames),
  });
}

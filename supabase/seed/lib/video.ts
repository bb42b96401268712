/** The press-kit video: frames drawn as SVG, rasterised by sharp and encoded by ffmpeg as H.264 MP4. */
import sharp from 'sharp';
import { videoFrame } from './artwork.ts';
import { ffmpegEncode } from './ffmpeg.ts';

export const VIDEO = { width: 960, height: 540, fps: 25, seconds: 5, contentType: 'video/mp4' } as const;

async function* frames(): AsyncGenerator<Uint8Array> {
  const count = VIDEO.fps * VIDEO.seconds;
  for (let i = 0; i < count; i += 1) {
    const art = videoFrame(VIDEO.width, VIDEO.height, i / count);
    yield new Uint8Array(await sharp(Buffer.from(art.svg)).removeAlpha().raw().toBuffer());
  }
}

/** H.264 High profile, yuv420p (what every browser decodes), index first for progressive playback. */
export function encodePressVideo(): Promise<Uint8Array> {
  return ffmpegEncode(
    ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${VIDEO.width}x${VIDEO.height}`, '-r', String(VIDEO.fps)],
    frames(),
    ['-c:v', 'libx264', '-preset', 'fast', '-tune', 'animation', '-crf', '24', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    'mp4',
  );
}

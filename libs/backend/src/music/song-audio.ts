import type { Backend } from '../client.ts';

export const MUSIC_BUCKET = 'music';

// The seed or an admin may store any of the formats the music bucket accepts; the browser needs
// the right type on <source> to pick what it can play without downloading it first.
const AUDIO_TYPES: Record<string, string> = {
  aac: 'audio/aac',
  flac: 'audio/flac',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  mp4: 'audio/mp4',
  oga: 'audio/ogg',
  ogg: 'audio/ogg',
  opus: 'audio/ogg; codecs=opus',
  wav: 'audio/wav',
  weba: 'audio/webm',
  webm: 'audio/webm',
};

/** The MIME type of an audio file by its extension (undefined when unknown: the browser sniffs it). */
export function audioTypeOf(filename: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return extension ? AUDIO_TYPES[extension] : undefined;
}

/** Public URL of a song's file in the music bucket (served with byte ranges, so seeking works). */
export function songAudioUrl(db: Backend, filename: string, options: { download?: boolean } = {}): string {
  return db.storage.from(MUSIC_BUCKET).getPublicUrl(filename, options.download ? { download: true } : undefined).data.publicUrl;
}

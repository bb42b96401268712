import { formatDuration } from '@pitwall/backend/admin';

/** An audio file's length as m:ss, read by the browser from the file (null when it cannot decode it). Browser only. */
export function readAudioDuration(file: File): Promise<string | null> {
  const url = URL.createObjectURL(file);
  return new Promise<string | null>((resolve) => {
    const audio = new Audio();
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => resolve(Number.isFinite(audio.duration) ? formatDuration(audio.duration) : null);
    audio.onerror = () => resolve(null);
    audio.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

import { pressFileKind, type PressFileFacts } from '@pitwall/backend/admin';

/** Width × height of a picture or a video, read by the browser from the file itself. */
function mediaDimensions(file: File, type: 'image' | 'video'): Promise<string | null> {
  const url = URL.createObjectURL(file);
  return new Promise<string | null>((resolve) => {
    if (type === 'image') {
      const image = new Image();
      image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
      image.onerror = () => resolve(null);
      image.src = url;
    } else {
      const video = document.createElement('video');
      video.preload = 'metadata';
      video.onloadedmetadata = () => resolve(video.videoWidth ? `${video.videoWidth}x${video.videoHeight}` : null);
      video.onerror = () => resolve(null);
      video.src = url;
    }
  }).finally(() => URL.revokeObjectURL(url));
}

/** Type, format, size and (for pictures and videos) dimensions of a file chosen for the press kit. Browser only. */
export async function readPressFileFacts(file: File): Promise<PressFileFacts> {
  const kind = pressFileKind(file);
  const dimensions = kind.file_type === 'image' || kind.file_type === 'video' ? await mediaDimensions(file, kind.file_type) : null;
  return { ...kind, dimensions };
}

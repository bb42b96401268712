import type { Backend } from '../client.ts';

/** Picture types the panel uploads (the buckets accept these and SVG, which the panel does not offer). */
const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' };
export const IMAGE_ACCEPT = Object.keys(IMAGE_TYPES).join(',');
/** The product and blog buckets' own limit (the bucket refuses more on the server too). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Why a picture cannot be used, in Spanish; null when it can. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES[file.type]) return 'La imagen debe ser PNG, JPEG, WebP o GIF';
  if (file.size > IMAGE_MAX_BYTES) return 'La imagen no puede superar 10 MB';
  return null;
}

/** Where the panel keeps what it uploads in a bucket: only files under it are ever removed by the panel. */
export interface UploadPlace {
  bucket: string;
  /** e.g. 'productos/' (the seed's files live elsewhere). */
  folder: string;
}

/** Uploads a picture under a fresh name; resolves with its public URL and its path. */
export async function uploadImage(client: Backend, place: UploadPlace, file: File): Promise<{ url: string; path: string }> {
  const problem = imageProblem(file);
  if (problem) throw new Error(problem);
  const path = `${place.folder}${crypto.randomUUID()}.${IMAGE_TYPES[file.type]}`;
  const { error } = await client.storage.from(place.bucket).upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw error;
  return { url: client.storage.from(place.bucket).getPublicUrl(path).data.publicUrl, path };
}

/**
 * Removes the files behind these public URLs that the panel uploaded (under the place's folder);
 * others (seeded, external) are left alone. Best effort: a file left behind is harmless.
 */
export async function removeUploadedImages(client: Backend, place: UploadPlace, urls: Array<string | null | undefined>): Promise<void> {
  const paths = urls
    .map((url) => url?.split(`/${place.bucket}/`)[1])
    .filter((path): path is string => Boolean(path?.startsWith(place.folder)));
  if (paths.length) await client.storage.from(place.bucket).remove(paths).then(() => undefined, () => undefined);
}

/** A file the panel stores next to a row: where it is. */
export interface StoredFile {
  place: UploadPlace;
  path: string;
}

/** Removes a stored file if the panel uploaded it (seeded files stay). Best effort. */
export async function removeOwnedFile(client: Backend, file: StoredFile): Promise<void> {
  if (!file.path.startsWith(file.place.folder)) return;
  await client.storage.from(file.place.bucket).remove([file.path]).then(() => undefined, () => undefined);
}

/**
 * Writes a row together with a new file, never leaving one without the other: the file is uploaded
 * first (under a fresh name in `place`), `write` gets its path; when the write fails the upload is
 * removed again, and when it succeeds the file it `replaces` goes. Without a new file only `write` runs.
 */
export async function writeWithFile<T>(
  client: Backend,
  upload: { place: UploadPlace; file: File; extension: string } | null,
  write: (path: string | null) => Promise<T>,
  replaces: StoredFile | null,
): Promise<T> {
  if (!upload) return write(null);
  const path = `${upload.place.folder}${crypto.randomUUID()}.${upload.extension}`;
  const { error } = await client.storage.from(upload.place.bucket).upload(path, upload.file, { contentType: upload.file.type, upsert: false });
  if (error) throw error;
  let written: T;
  try {
    written = await write(path);
  } catch (failure) {
    await removeOwnedFile(client, { place: upload.place, path });
    throw failure;
  }
  if (replaces) await removeOwnedFile(client, replaces);
  return written;
}

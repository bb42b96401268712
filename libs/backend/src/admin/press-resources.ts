import * as z from 'zod';
import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { removeOwnedFile, writeWithFile, type StoredFile } from './images.ts';
import { fetchPage, type Page } from './list-page.ts';

export type AdminPressResource = Tables<'press_resources'>;
export type PressFileType = 'image' | 'video' | 'audio' | 'document';
export type PressResourceSortColumn = 'created_at' | 'title' | 'category';

/**
 * What the press kit takes, by MIME type: the kind of resource, the format shown on its card and the
 * bucket it goes to. The buckets accept exactly these (and refuse the rest on the server).
 */
const PRESS_FILES: Record<string, { type: PressFileType; format: string }> = {
  'image/png': { type: 'image', format: 'PNG' },
  'image/jpeg': { type: 'image', format: 'JPG' },
  'image/webp': { type: 'image', format: 'WEBP' },
  'image/gif': { type: 'image', format: 'GIF' },
  'video/mp4': { type: 'video', format: 'MP4' },
  'video/webm': { type: 'video', format: 'WEBM' },
  'video/quicktime': { type: 'video', format: 'MOV' },
  'audio/mpeg': { type: 'audio', format: 'MP3' },
  'audio/mp4': { type: 'audio', format: 'M4A' },
  'audio/wav': { type: 'audio', format: 'WAV' },
  'audio/ogg': { type: 'audio', format: 'OGG' },
  'application/pdf': { type: 'document', format: 'PDF' },
  'application/zip': { type: 'document', format: 'ZIP' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': { type: 'document', format: 'PPTX' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { type: 'document', format: 'DOCX' },
};
export const PRESS_FILE_ACCEPT = Object.keys(PRESS_FILES).join(',');

/** The buckets' own limits: 20 MB for pictures, 50 MB for the rest. */
const MAX_BYTES: Record<PressFileType, number> = { image: 20 * 1024 * 1024, video: 50 * 1024 * 1024, audio: 50 * 1024 * 1024, document: 50 * 1024 * 1024 };
const BUCKETS: Record<PressFileType, string> = { image: 'press-images', video: 'press-videos', audio: 'press-documents', document: 'press-documents' };
/** Where the panel puts what it uploads (the seed's files live elsewhere and are never removed from here). */
const UPLOAD_FOLDER = 'panel/';

/** The facts a resource stores about its file, read from the file itself in the browser. */
export interface PressFileFacts {
  file_type: PressFileType;
  file_format: string;
  file_size: number;
  /** '1600x840' for pictures and videos; null otherwise. */
  dimensions: string | null;
}

/** Why a file cannot go in the press kit, in Spanish; null when it can. */
export function pressFileProblem(file: File): string | null {
  const kind = PRESS_FILES[file.type];
  if (!kind) return 'El archivo debe ser una imagen (PNG, JPEG, WebP, GIF), un vídeo (MP4, WebM, MOV), un audio (MP3, M4A, WAV, OGG) o un documento (PDF, ZIP, PPTX, DOCX)';
  if (file.size > MAX_BYTES[kind.type]) return `El archivo no puede superar ${MAX_BYTES[kind.type] / 1024 / 1024} MB`;
  return null;
}

/** Type, format and size of an accepted file (its dimensions are read separately, in the browser). */
export function pressFileKind(file: File): Omit<PressFileFacts, 'dimensions'> {
  const kind = PRESS_FILES[file.type];
  if (!kind) throw new Error(pressFileProblem(file) ?? 'Archivo no admitido');
  return { file_type: kind.type, file_format: kind.format, file_size: file.size };
}

/** The public address of a resource's file. */
export const pressFileUrl = (client: Backend, resource: Pick<AdminPressResource, 'file_type' | 'file_path'>) =>
  client.storage.from(BUCKETS[resource.file_type as PressFileType] ?? 'press-documents').getPublicUrl(resource.file_path).data.publicUrl;

export interface PressResourcesQuery {
  search?: string;
  sort: { column: PressResourceSortColumn; ascending: boolean };
  page: number;
  pageSize: number;
}

export function getAdminPressResources(client: Backend, query: PressResourcesQuery): Promise<Page<AdminPressResource>> {
  return fetchPage(client, 'press_resources', ['title', 'description', 'category', 'file_format'], query);
}

export async function getAdminPressResource(client: Backend, id: string): Promise<AdminPressResource | null> {
  const { data, error } = await client.from('press_resources').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/** The categories in use, for the form's suggestions. */
export async function getPressCategories(client: Backend): Promise<string[]> {
  const { data, error } = await client.from('press_resources').select('category').order('category');
  if (error) throw error;
  return [...new Set(data.map((row) => row.category))];
}

export const pressResourceFormSchema = z.object({
  title: z.string().trim().min(1, 'Introduce el título').max(200, 'El título no puede superar 200 caracteres'),
  description: z
    .string()
    .trim()
    .max(2000, 'La descripción no puede superar 2000 caracteres')
    .transform((value) => value || null),
  category: z.string().trim().min(1, 'Introduce la categoría').max(100, 'La categoría no puede superar 100 caracteres'),
  is_featured: z.boolean(),
});
export type PressResourceFormInput = z.input<typeof pressResourceFormSchema>;
export type PressResourceFormValues = z.output<typeof pressResourceFormSchema>;

export const pressResourceFormInput = (resource: AdminPressResource | null): PressResourceFormInput => ({
  title: resource?.title ?? '',
  description: resource?.description ?? '',
  category: resource?.category ?? '',
  is_featured: resource?.is_featured ?? false,
});

const storedFile = (resource: Pick<AdminPressResource, 'file_type' | 'file_path'>): StoredFile => ({
  place: { bucket: BUCKETS[resource.file_type as PressFileType] ?? 'press-documents', folder: UPLOAD_FOLDER },
  path: resource.file_path,
});

/**
 * Creates a resource with its file, or updates one (replacing its file when `file` is given). The file
 * is uploaded first; when the row cannot be written the new file is removed again, and a replaced
 * file is removed only after the row points at the new one.
 */
export async function savePressResource(
  client: Backend,
  values: PressResourceFormValues,
  upload: { file: File; facts: PressFileFacts } | null,
  resource: AdminPressResource | null,
): Promise<AdminPressResource> {
  if (!resource && !upload) throw new Error('Elige el archivo del recurso');
  const problem = upload && pressFileProblem(upload.file);
  if (problem) throw new Error(problem);
  const place = upload && { bucket: BUCKETS[upload.facts.file_type], folder: UPLOAD_FOLDER };
  return writeWithFile(
    client,
    upload && place && { place, file: upload.file, extension: upload.facts.file_format.toLowerCase() },
    async (path) => {
      const row = { ...values, ...(upload && path ? { ...upload.facts, file_path: path } : {}) };
      const written = resource
        ? await client.from('press_resources').update(row).eq('id', resource.id).select('*')
        : await client.from('press_resources').insert(row as typeof row & PressFileFacts & { file_path: string }).select('*');
      if (written.error) throw written.error;
      if (!written.data.length) throw new Error('El recurso no existe o no se puede modificar.');
      return written.data[0] as AdminPressResource;
    },
    resource && storedFile(resource),
  );
}

/** Deletes a resource (admins only: RLS) and the file the panel uploaded for it. */
export async function deletePressResource(client: Backend, resource: AdminPressResource): Promise<void> {
  const { data, error } = await client.from('press_resources').delete().eq('id', resource.id).select('id');
  if (error) throw error;
  if (!data.length) throw new Error('El recurso no existe o no se puede eliminar.');
  await removeOwnedFile(client, storedFile(resource));
}

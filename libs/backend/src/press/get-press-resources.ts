import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';

export type PressResource = Tables<'press_resources'> & {
  /** Public URL of the file in its bucket. */
  url: string;
};

const BUCKET: Record<string, string> = { image: 'press-images', video: 'press-videos' };

/** The press kit, newest first, each with the public URL of its file (documents and audio in press-documents). */
export async function getPressResources(client: Backend): Promise<PressResource[]> {
  const { data, error } = await client.from('press_resources').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((resource) => ({
    ...resource,
    url: client.storage.from(BUCKET[resource.file_type] ?? 'press-documents').getPublicUrl(resource.file_path).data.publicUrl,
  }));
}

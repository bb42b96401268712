import type { PressFileType } from '@pitwall/backend/admin';

/** The URL parameter naming the resource being edited ('nuevo' for a new one). */
export const RESOURCE_PARAM = 'recurso';

export const FILE_TYPE_LABELS: Record<PressFileType, string> = { image: 'Imagen', video: 'Vídeo', audio: 'Audio', document: 'Documento' };

import type { PressResource } from '@pitwall/backend';
import { monitoredFetch } from '@pitwall/monitoring';
import { Badge, Button, formatFileSize, lineIcon, NoBox, StaticIsland, toast } from '@pitwall/ui';
import { Download as downloadShapes, Eye as eyeShapes, FileText as fileTextShapes, Image as imageShapes, Music as musicShapes, Video as videoShapes } from 'lucide';
import { useState } from 'react';
import styled from 'styled-components';
import { downloadName } from './loaders.ts';

const DownloadIcon = lineIcon('download', downloadShapes);
const EyeIcon = lineIcon('eye', eyeShapes);
const FileTextIcon = lineIcon('file-text', fileTextShapes);
const ImageIcon = lineIcon('image', imageShapes);
const MusicIcon = lineIcon('music', musicShapes);
const VideoIcon = lineIcon('video', videoShapes);

export const TYPE_ICON = { image: ImageIcon, video: VideoIcon, audio: MusicIcon, document: FileTextIcon } as const;

const Card = styled.article`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.small};
  padding: ${({ theme }) => theme.spacing.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  p { color: ${({ theme }) => theme.colors.inkSoft}; font-size: ${({ theme }) => theme.fontSizes.small}; }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.large};
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.small};
  svg { flex: none; color: ${({ theme }) => theme.colors.accentText}; }
`;

const Facts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;

const Actions = styled.div`
  margin-top: auto;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;

/**
 * Fetches the file and saves it as title + format (the spec's naming), not the storage name. The
 * request goes through the page's monitor like every other (rate limit, failure log).
 */
async function saveFile(resource: PressResource) {
  const response = await monitoredFetch(resource.url);
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${resource.url}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = downloadName(resource);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the time to start the download before freeing the blob.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export interface ResourceCardProps {
  resource: PressResource;
  onPreview: (resource: PressResource) => void;
  /** One level below the heading the card sits under (featured: h2 → h3; by category: h3 → h4). */
  titleLevel: 3 | 4;
}

export function ResourceCard({ resource, onPreview, titleLevel }: ResourceCardProps) {
  const [downloading, setDownloading] = useState(false);
  const Icon = TYPE_ICON[resource.file_type as keyof typeof TYPE_ICON] ?? FileTextIcon;

  const download = async () => {
    setDownloading(true);
    try {
      await saveFile(resource);
      toast.success(`Descargando: ${resource.title}`);
    } catch (error) {
      console.error('[press] download failed', error);
      toast.error('Error al descargar el archivo');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card>
      {/* The resource's text is prerendered: kept as it is while it matches the data. */}
      <StaticIsland
        as={NoBox}
        watch={[titleLevel, resource.file_type, resource.title, resource.description, resource.file_format, resource.file_size, resource.dimensions]}
      >
        <Heading>
          <Icon size={24} aria-hidden="true" />
          <Title as={`h${titleLevel}`}>{resource.title}</Title>
        </Heading>
        {resource.description && <p>{resource.description}</p>}
        <Facts aria-label="Detalles del archivo">
          {resource.file_format && <li><Badge>{resource.file_format}</Badge></li>}
          {resource.file_size !== null && <li><Badge>{formatFileSize(resource.file_size)}</Badge></li>}
          {resource.dimensions && <li><Badge>{resource.dimensions}</Badge></li>}
        </Facts>
      </StaticIsland>
      <Actions>
        <Button variant="secondary" size="small" aria-label={`Vista previa: ${resource.title}`} onClick={() => onPreview(resource)}>
          <EyeIcon size={16} aria-hidden="true" />
          Vista previa
        </Button>
        <Button size="small" aria-label={`Descargar: ${resource.title}`} disabled={downloading} onClick={() => void download()}>
          <DownloadIcon size={16} aria-hidden="true" />
          {downloading ? 'Descargando…' : 'Descargar'}
        </Button>
      </Actions>
    </Card>
  );
}

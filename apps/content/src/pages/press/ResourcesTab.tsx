import type { PressResource } from '@pitwall/backend';
import { Button, ErrorState, lineIcon, media, StaleDataNotice, StaticIsland, VisuallyHidden, type AsyncResource, type LineIconProps } from '@pitwall/ui';
import { Clock as clockShapes, FolderOpen as folderOpenShapes } from 'lucide';
import { HydrateWhenSeen } from '@pitwall/ui/hydrate-when-seen';
import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { ResourceCard, TYPE_ICON } from './ResourceCard.tsx';

const ClockIcon = lineIcon('clock', clockShapes);
const FolderOpenIcon = lineIcon('folder-open', folderOpenShapes);

const PreviewDialog = lazy(() => import('./PreviewDialog.tsx'));

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxLarge};
  padding-bottom: ${({ theme }) => theme.spacing.xxLarge};
  h2 { font-size: ${({ theme }) => theme.fontSizes.xxLarge}; margin-bottom: ${({ theme }) => theme.spacing.medium}; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.xLarge}; margin: ${({ theme }) => theme.spacing.large} 0 ${({ theme }) => theme.spacing.medium}; }
`;

const Counters = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.medium};
  margin: 0;
  ${media.laptop} { grid-template-columns: repeat(4, minmax(0, 1fr)); }
`;

const Counter = styled.li`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  padding: ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.accentSoft};
  text-align: center;
  svg { color: ${({ theme }) => theme.colors.accentText}; }
  strong { font-size: ${({ theme }) => theme.fontSizes.xxLarge}; font-weight: ${({ theme }) => theme.fontWeights.black}; }
  span { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  ${media.tablet} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.laptop} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Placeholder = styled.li`
  height: 14rem;
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => theme.spacing.xxLarge} ${({ theme }) => theme.spacing.medium};
  text-align: center;
  svg { color: ${({ theme }) => theme.colors.muted}; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

type ResourceItemProps = { resource: PressResource; onPreview: (resource: PressResource) => void; titleLevel: 3 | 4 };

/**
 * A resource of the kit. The kit starts at the foot of a phone's first screen, so each card
 * hydrates when it comes near the screen, at the visitor's first input or when its resource
 * changes, not with the page. A memo component: the kit loaded again is the same objects when
 * unchanged (and onPreview a state setter), so reloading it does not wake a card still asleep.
 */
const ResourceItem = memo(function ResourceItem(props: ResourceItemProps) {
  return (
    <HydrateWhenSeen as="li">
      <ResourceCard {...props} />
    </HydrateWhenSeen>
  );
});

function ResourceGrid({ resources, onPreview, titleLevel }: { resources: PressResource[] } & Omit<ResourceItemProps, 'resource'>) {
  return (
    <Grid>
      {resources.map((resource) => (
        <ResourceItem key={resource.id} resource={resource} onPreview={onPreview} titleLevel={titleLevel} />
      ))}
    </Grid>
  );
}

/** Resources grouped by category, in the order the newest resource of each category comes. */
function byCategory(resources: PressResource[]): Array<[string, PressResource[]]> {
  const groups = new Map<string, PressResource[]>();
  for (const resource of resources) groups.set(resource.category, [...(groups.get(resource.category) ?? []), resource]);
  return [...groups];
}

export interface ResourcesTabProps {
  kit: AsyncResource<PressResource[]>;
  onContact: () => void;
}

export function ResourcesTab({ kit, onContact }: ResourcesTabProps) {
  const [preview, setPreview] = useState<PressResource | null>(null);

  if (kit.status === 'loading') {
    return (
      <Stack aria-busy="true">
        <VisuallyHidden role="status">Cargando recursos…</VisuallyHidden>
        <Grid aria-hidden="true">
          {Array.from({ length: 3 }, (_, index) => (
            <Placeholder key={index} />
          ))}
        </Grid>
      </Stack>
    );
  }
  if (kit.status === 'error') {
    return <ErrorState title="Error al cargar recursos de prensa" message="Comprueba tu conexión e inténtalo de nuevo." onRetry={kit.reload} />;
  }
  if (kit.data.length === 0) {
    return (
      <Empty>
        <FolderOpenIcon size={48} aria-hidden="true" />
        <h2>Recursos en Preparación</h2>
        <p>Estamos preparando nuestro kit de prensa. Mientras tanto, escríbenos y te enviaremos lo que necesites.</p>
        <Button onClick={onContact}>Contactar con prensa</Button>
      </Empty>
    );
  }

  const resources = kit.data;
  const featured = resources.filter((resource) => resource.is_featured);
  const counters: Array<[label: string, value: string | number, Icon: ComponentType<LineIconProps>]> = [
    ['Recursos disponibles', resources.length, FolderOpenIcon],
    ['Fotografías', resources.filter((resource) => resource.file_type === 'image').length, TYPE_ICON.image],
    ['Vídeos', resources.filter((resource) => resource.file_type === 'video').length, TYPE_ICON.video],
    ['Tiempo de respuesta', '24h', ClockIcon],
  ];

  return (
    <Stack>
      <StaleDataNotice resource={kit} />
      <StaticIsland as={Counters} aria-label="El kit en cifras" watch={counters.map(([, value]) => value)}>
        {counters.map(([label, value, Icon]) => (
          <Counter key={label}>
            <Icon size={28} aria-hidden="true" />
            <strong>{value}</strong>
            <span>{label}</span>
          </Counter>
        ))}
      </StaticIsland>
      {featured.length > 0 && (
        <section aria-labelledby="destacados-titulo">
          <h2 id="destacados-titulo">Recursos destacados</h2>
          <ResourceGrid resources={featured} onPreview={setPreview} titleLevel={3} />
        </section>
      )}
      <section aria-labelledby="todos-titulo">
        <h2 id="todos-titulo">Todos los recursos</h2>
        {byCategory(resources).map(([category, items]) => (
          <section key={category} aria-label={category}>
            <h3>{category}</h3>
            <ResourceGrid resources={items} onPreview={setPreview} titleLevel={4} />
          </section>
        ))}
      </section>
      {preview && (
        <Suspense fallback={null}>
          <PreviewDialog resource={preview} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

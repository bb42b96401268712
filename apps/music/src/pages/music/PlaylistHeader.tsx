import { Button, lineIcon, spreadRow } from '@pitwall/ui';
import { ListOrdered as listOrderedShapes, List as listShapes, RefreshCw as refreshCwShapes } from 'lucide';
import { memo } from 'react';
import styled from 'styled-components';

const ListOrderedIcon = lineIcon('list-ordered', listOrderedShapes);
const ListIcon = lineIcon('list', listShapes);
const RefreshCwIcon = lineIcon('refresh-cw', refreshCwShapes);

const Bar = styled.div`
  ${spreadRow('small')}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xLarge};
  }
  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;

export interface PlaylistHeaderProps {
  total: number;
  shown: number;
  ranking: boolean;
  refreshing: boolean;
  onRefresh(): void;
  onToggleRanking(): void;
}

const songs = (count: number) => `${count} ${count === 1 ? 'canción' : 'canciones'}`;

/** Title, song count, refresh and the list/ranking switch. */
export const PlaylistHeader = memo(function PlaylistHeader({ total, shown, ranking, refreshing, onRefresh, onToggleRanking }: PlaylistHeaderProps) {
  return (
    <Bar>
      <div>
        <h2 id="playlist-title">{ranking ? 'Ranking' : 'Playlist'}</h2>
        <p role="status" data-testid="song-count">
          {shown === total ? songs(total) : `${shown} de ${songs(total)}`}
        </p>
      </div>
      <Actions>
        <Button variant="secondary" size="small" onClick={onRefresh} disabled={refreshing}>
          <RefreshCwIcon size={16} aria-hidden="true" /> Actualizar
        </Button>
        <Button variant="secondary" size="small" onClick={onToggleRanking}>
          {ranking ? <ListIcon size={16} aria-hidden="true" /> : <ListOrderedIcon size={16} aria-hidden="true" />}
          {ranking ? 'Ver Lista' : 'Ver Ranking'}
        </Button>
      </Actions>
    </Bar>
  );
});

import type { Song } from '@pitwall/backend';
import { Button } from '@pitwall/ui';
import { Field, Input, Select } from '@pitwall/ui/form';
import { useMemo } from 'react';
import styled from 'styled-components';
import { ALL, isInvalidDuration, optionsOf, type SongFilters } from './song-filters.ts';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  align-items: start;
  padding: ${({ theme }) => theme.spacing.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  h2 {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.fontSizes.large};
  }
`;

const Clear = styled.div`
  align-self: end;
`;

const DURATION_HINT = 'Formato m:ss, p. ej. 2:30';
const DURATION_ERROR = 'Escribe la duración como m:ss (p. ej. 2:30); mientras tanto no se aplica.';

export interface SongFiltersCardProps {
  songs: readonly Song[];
  filters: SongFilters;
  onChange(filters: SongFilters): void;
}

/** Title, genre, subgenre and duration bounds; what is typed is kept even when it is not valid. */
export function SongFiltersCard({ songs, filters, onChange }: SongFiltersCardProps) {
  const genres = useMemo(() => optionsOf(songs.map((song) => song.genre)), [songs]);
  const subgenres = useMemo(
    () => optionsOf(songs.filter((song) => filters.genre === ALL || song.genre === filters.genre).map((song) => song.subgenre)),
    [songs, filters.genre],
  );
  const set = (patch: Partial<SongFilters>) => onChange({ ...filters, ...patch });
  const minInvalid = isInvalidDuration(filters.minDuration);
  const maxInvalid = isInvalidDuration(filters.maxDuration);
  const active = Object.entries(filters).some(([key, value]) => value !== '' && !(value === ALL && (key === 'genre' || key === 'subgenre')));

  return (
    <Card aria-labelledby="music-filters-title">
      <h2 id="music-filters-title">Filtrar canciones</h2>
      <Field label="Título">
        {(ids) => <Input {...ids} type="search" value={filters.title} onChange={(event) => set({ title: event.target.value })} />}
      </Field>
      <Field label="Género">
        {(ids) => (
          <Select {...ids} value={filters.genre} onChange={(event) => set({ genre: event.target.value, subgenre: ALL })}>
            <option value={ALL}>Todos los géneros</option>
            {genres.map((genre) => (
              <option key={genre}>{genre}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Subgénero">
        {(ids) => (
          <Select {...ids} value={filters.subgenre} onChange={(event) => set({ subgenre: event.target.value })}>
            <option value={ALL}>Todos los subgéneros</option>
            {subgenres.map((subgenre) => (
              <option key={subgenre}>{subgenre}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Duración mínima" hint={DURATION_HINT} error={minInvalid ? DURATION_ERROR : undefined}>
        {(ids) => (
          <Input {...ids} placeholder="0:00" value={filters.minDuration} onChange={(event) => set({ minDuration: event.target.value })} />
        )}
      </Field>
      <Field label="Duración máxima" hint={DURATION_HINT} error={maxInvalid ? DURATION_ERROR : undefined}>
        {(ids) => (
          <Input {...ids} placeholder="9:59" value={filters.maxDuration} onChange={(event) => set({ maxDuration: event.target.value })} />
        )}
      </Field>
      {active && (
        <Clear>
          <Button variant="ghost" onClick={() => onChange({ title: '', genre: ALL, subgenre: ALL, minDuration: '', maxDuration: '' })}>
            Quitar filtros
          </Button>
        </Clear>
      )}
    </Card>
  );
}

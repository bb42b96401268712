import type { Song } from '@pitwall/backend';
import { Button, lineIcon, media } from '@pitwall/ui';
import { Field, Input, Select } from '@pitwall/ui/form';
import { HydrateWhenSeen, useValuesFromBeforeHydration } from '@pitwall/ui/hydrate-when-seen';
import { ChevronDown as chevronDownShapes } from 'lucide';
import { memo, useMemo } from 'react';
import styled from 'styled-components';
import { ALL, isInvalidDuration, subgenresOf, type FilterOptions, type SongFilters } from './song-filters.ts';

const ChevronDownIcon = lineIcon('chevron-down', chevronDownShapes);

/*
 * Phones: a 'Filtros' disclosure that starts closed, so the songs come first. From laptop widths
 * the same <details> is shown open as a bar (its content forced visible), one row on desktops;
 * every column is as wide as its label and its longest option, so nothing is cut. A native
 * <details> opens before the page hydrates, too.
 */
const Card = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  > summary {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xSmall};
    min-height: 2.75rem;
    padding: ${({ theme }) => theme.spacing.xSmall} ${({ theme }) => theme.spacing.medium};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker { display: none; }
    svg { transition: transform ${({ theme }) => theme.motion.fast}; }
  }
  &[open] > summary svg { transform: rotate(180deg); }
  ${media.laptop} {
    &::details-content { content-visibility: visible; }
    > summary { pointer-events: none; padding-bottom: 0; }
    > summary svg { display: none; }
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  align-items: start;
  padding: ${({ theme }) => theme.spacing.small} ${({ theme }) => theme.spacing.medium} ${({ theme }) => theme.spacing.medium};
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: minmax(10rem, 1fr) max-content max-content minmax(7rem, 9rem) minmax(7rem, 9rem) auto;
  }
`;

const Clear = styled.div`
  align-self: end;
`;

const DURATION_HINT = 'm:ss, p. ej. 2:30';
const DURATION_ERROR = 'Escribe la duración como m:ss (p. ej. 2:30); mientras tanto no se aplica.';

export interface SongFiltersCardProps {
  songs: readonly Song[];
  /** Sorted where the songs were loaded: rendering the card sorts nothing. */
  options: FilterOptions;
  filters: SongFilters;
  onChange(filters: SongFilters): void;
}

const noFilters: SongFilters = { title: '', genre: ALL, subgenre: ALL, minDuration: '', maxDuration: '' };
const activeFilterCount = (filters: SongFilters) =>
  Object.entries(filters).filter(([key, value]) => value !== '' && !(value === ALL && (key === 'genre' || key === 'subgenre'))).length;

/** Title, genre, subgenre and duration bounds; what is typed is kept even when it is not valid. */
export const SongFiltersCard = memo(function SongFiltersCard({ songs, options, filters, onChange }: SongFiltersCardProps) {
  const subgenres = useMemo(() => subgenresOf(songs, options, filters.genre), [songs, options, filters.genre]);
  const activeCount = activeFilterCount(filters);
  return (
    <Card aria-labelledby="music-filters-title">
      <summary id="music-filters-title">
        Filtros{activeCount > 0 && ` (${activeCount})`}
        <ChevronDownIcon size={18} aria-hidden="true" />
      </summary>
      {/* The fields sit in a closed disclosure on phones: they hydrate when they are seen (opened,
          or shown as the desktop bar) or at the visitor's first input, not with the page. What they
          show comes in as props: this memo card renders them again only when that changes. */}
      <HydrateWhenSeen as={Fields}>
        <FilterFieldControls genres={options.genres} subgenres={subgenres} filters={filters} onChange={onChange} />
      </HydrateWhenSeen>
    </Card>
  );
});

interface FilterFieldControlsProps {
  genres: readonly string[];
  subgenres: readonly string[];
  filters: SongFilters;
  onChange(filters: SongFilters): void;
}

function FilterFieldControls({ genres, subgenres, filters, onChange }: FilterFieldControlsProps) {
  const set = (patch: Partial<SongFilters>) => onChange({ ...filters, ...patch });
  // Filters set on the prerendered page before it hydrated are the ones the list applies (inside
  // the late boundary: it reads the fields when they hydrate, whenever that is).
  const control = useValuesFromBeforeHydration(filters, set);
  const minInvalid = isInvalidDuration(filters.minDuration);
  const maxInvalid = isInvalidDuration(filters.maxDuration);
  return (
    <>
      <Field label="Título">
        {(ids) => <Input {...ids} ref={control('title')} type="search" value={filters.title} onChange={(event) => set({ title: event.target.value })} />}
      </Field>
      <Field label="Género">
        {(ids) => (
          <Select {...ids} ref={control('genre')} value={filters.genre} onChange={(event) => set({ genre: event.target.value, subgenre: ALL })}>
            <option value={ALL}>Todos los géneros</option>
            {genres.map((genre) => (
              <option key={genre}>{genre}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Subgénero">
        {(ids) => (
          <Select {...ids} ref={control('subgenre')} value={filters.subgenre} onChange={(event) => set({ subgenre: event.target.value })}>
            <option value={ALL}>Todos los subgéneros</option>
            {subgenres.map((subgenre) => (
              <option key={subgenre}>{subgenre}</option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Duración mínima" hint={DURATION_HINT} error={minInvalid ? DURATION_ERROR : undefined}>
        {(ids) => (
          <Input {...ids} ref={control('minDuration')} placeholder="0:00" value={filters.minDuration} onChange={(event) => set({ minDuration: event.target.value })} />
        )}
      </Field>
      <Field label="Duración máxima" hint={DURATION_HINT} error={maxInvalid ? DURATION_ERROR : undefined}>
        {(ids) => (
          <Input {...ids} ref={control('maxDuration')} placeholder="9:59" value={filters.maxDuration} onChange={(event) => set({ maxDuration: event.target.value })} />
        )}
      </Field>
      {activeFilterCount(filters) > 0 && (
        <Clear>
          <Button variant="ghost" onClick={() => onChange(noFilters)}>
            Quitar filtros
          </Button>
        </Clear>
      )}
    </>
  );
}

import type { Song } from '@pitwall/backend';
import { ALL, filterOptionsOf, filterSongs, filtersFromQuery, isInvalidDuration, queryWithFilters, subgenresOf, type SongFilters } from './song-filters.ts';

const NO_FILTERS: SongFilters = { title: '', genre: ALL, subgenre: ALL, minDuration: '', maxDuration: '' };

function song(title: string, genre: string, subgenre: string | null, duration: string): Song {
  return { id: title, title, autor: 'A', genre, subgenre, duration, filename: `${title}.ogg`, created_at: '', updated_at: '' };
}

const songs = [
  song('Vuelta Rápida', 'Electrónica', 'House', '0:12'),
  song('Última Vuelta', 'Ambient', 'Cinemático', '0:14'),
  song('Bandera Verde', 'Pop', 'Dance pop', '3:05'),
  song('Equipo Unido', 'Pop', 'Pop rock', '1:00'),
];
const titles = (filters: Partial<SongFilters>) => filterSongs(songs, { ...NO_FILTERS, ...filters }).map((s) => s.title);

describe('filterSongs', () => {
  it('matches the title as a case-insensitive substring', () => {
    expect(titles({ title: 'VUELTA' })).toEqual(['Vuelta Rápida', 'Última Vuelta']);
    expect(titles({ title: '  verde ' })).toEqual(['Bandera Verde']);
  });

  it("filters by genre and subgenre, 'all' and empty meaning any", () => {
    expect(titles({ genre: 'Pop' })).toEqual(['Bandera Verde', 'Equipo Unido']);
    expect(titles({ genre: 'Pop', subgenre: 'Pop rock' })).toEqual(['Equipo Unido']);
    expect(titles({ genre: '', subgenre: '' })).toHaveLength(4);
  });

  it('compares durations as minutes*60+seconds, inclusive, ignoring invalid bounds', () => {
    expect(titles({ minDuration: '0:13' })).toEqual(['Última Vuelta', 'Bandera Verde', 'Equipo Unido']);
    expect(titles({ minDuration: '0:13', maxDuration: '1:00' })).toEqual(['Última Vuelta', 'Equipo Unido']);
    expect(titles({ minDuration: '1:5', maxDuration: 'abc' })).toHaveLength(4);
    expect(isInvalidDuration('1:5')).toBe(true);
    expect(isInvalidDuration('1:60')).toBe(true);
    expect(isInvalidDuration(' 2:05 ')).toBe(false);
    expect(isInvalidDuration('')).toBe(false);
  });

  it('combines every filter', () => {
    expect(titles({ title: 'e', genre: 'Pop', maxDuration: '2:00' })).toEqual(['Equipo Unido']);
  });
});

describe('the URL query', () => {
  it('round-trips the filters, leaving defaults and other parameters alone', () => {
    const filters = { title: 'vuelta', genre: 'Pop', subgenre: ALL, minDuration: '0:10', maxDuration: '' };
    const query = queryWithFilters(new URLSearchParams('vista=ranking'), filters);
    expect(query.toString()).toBe('vista=ranking&q=vuelta&genero=Pop&min=0%3A10');
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(filtersFromQuery(new URLSearchParams())).toEqual(NO_FILTERS);
  });
});

describe('the filter options', () => {
  it('are sorted the Spanish way once, where the songs are loaded: accents where Spanish puts them, no duplicates, no empty subgenre', () => {
    const options = filterOptionsOf([...songs, song('Ñandú', 'Ópera', null, '2:00'), song('Nube', 'Electrónica', 'Ambient house', '2:00')]);
    expect(options).toEqual({ genres: ['Ambient', 'Electrónica', 'Ópera', 'Pop'], subgenres: ['Ambient house', 'Cinemático', 'Dance pop', 'House', 'Pop rock'] });
  });

  it("a genre's subgenres keep that order without sorting again", () => {
    const options = filterOptionsOf(songs);
    expect(subgenresOf(songs, options, 'Pop')).toEqual(['Dance pop', 'Pop rock']);
    expect(subgenresOf(songs, options, ALL)).toEqual(options.subgenres);
    expect(subgenresOf(songs, options, 'Jazz')).toEqual([]);
  });
});

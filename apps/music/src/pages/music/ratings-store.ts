import type { RatingSummary } from '@pitwall/backend';
import { limitMessage } from '@pitwall/backend/leads/errors';
import { toast, whenIdle } from '@pitwall/ui';
import { createStore, useStore } from 'zustand';
import { loadBackend } from './backend.ts';

// The ratings live in a store that each card's stars read for their own song: when the averages or
// this session's ratings arrive, only those stars render again, not every card of the grid. While
// the page hydrates, the stars read the store's initial state (useStore's server snapshot), which is
// what the prerendered HTML shows.

const SESSION_KEY = 'user-session';
const SESSION_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

/** The anonymous listening session: 'session-' + timestamp + random text, kept in localStorage. */
function readOrCreateSession(): string {
  const stored = localStorage.getItem(SESSION_KEY);
  if (stored && SESSION_PATTERN.test(stored)) return stored;
  const session = `session-${Date.now()}-${Math.random().toString(36).slice(2, 11)}`;
  localStorage.setItem(SESSION_KEY, session);
  return session;
}

interface RatingsState {
  /** Null until the session is first needed (in the browser, after the first render). */
  session: string | null;
  /** This session's rating per song id. */
  mine: ReadonlyMap<string, number>;
  /** Average and count per song id, over every session. */
  summaries: ReadonlyMap<string, RatingSummary>;
  /** The song whose rating is being saved. */
  saving: string | null;
}

const ratingsStore = createStore<RatingsState>()(() => ({ session: null, mine: new Map(), summaries: new Map(), saving: null }));

const loadFailed = (error: unknown) => {
  console.error(error);
  toast.error('Error al cargar las valoraciones');
};

/** Everyone's averages and counts, loaded again. */
export function reloadRatings(): void {
  loadBackend()
    .then(({ getRatingSummaries, getSupabase }) => getRatingSummaries(getSupabase()))
    .then((summaries) => ratingsStore.setState({ summaries }), loadFailed);
}

/** This browser's listening session, read (or created) once. */
function session(): string {
  const known = ratingsStore.getState().session;
  if (known) return known;
  const read = readOrCreateSession();
  ratingsStore.setState({ session: read });
  return read;
}

/**
 * In the browser, once the page is on screen and the browser idle (loading them evaluates
 * supabase-js): this session's ratings and the averages. Returns the cleanup.
 */
export function startRatings(): () => void {
  let current = true;
  const cancel = whenIdle(() => {
    reloadRatings();
    loadBackend()
      .then(({ getSessionRatings, getSupabase }) => getSessionRatings(getSupabase(), session()))
      .then((mine) => current && ratingsStore.setState({ mine }), loadFailed);
  });
  return () => {
    current = false;
    cancel();
  };
}

/** Saves this session's rating of a song, then shows the song's new average and count. */
export async function saveRating(songId: string, rating: number): Promise<void> {
  ratingsStore.setState({ saving: songId });
  try {
    const { getRatingSummaries, getSupabase, rateSong } = await loadBackend();
    const db = getSupabase();
    await rateSong(db, { songId, rating, session: session() });
    ratingsStore.setState((state) => ({ mine: new Map(state.mine).set(songId, rating) }));
    const summary = (await getRatingSummaries(db, songId)).get(songId);
    if (summary) ratingsStore.setState((state) => ({ summaries: new Map(state.summaries).set(songId, summary) }));
    toast.success('¡Valoración guardada!');
  } catch (error) {
    console.error(error);
    const limit = await limitMessage(error);
    toast.error('Error al guardar la valoración', limit ? { description: limit } : undefined);
  } finally {
    ratingsStore.setState({ saving: null });
  }
}

/** One song's ratings: this session's, everyone's, and whether it can be rated now. */
export function useSongRating(songId: string) {
  const mine = useStore(ratingsStore, (state) => state.mine.get(songId));
  const summary = useStore(ratingsStore, (state) => state.summaries.get(songId));
  // Enabled from the first paint: a star clicked before the session was read reads it then.
  const disabled = useStore(ratingsStore, (state) => state.saving === songId);
  return { mine, summary, disabled };
}

/** Everyone's averages, for the ranking (none while `wanted` is false: nothing renders again when they arrive). */
export const useSummaries = (wanted: boolean) => useStore(ratingsStore, (state) => (wanted ? state.summaries : null));

import { limitMessage } from '@pitwall/backend/leads/errors';
import { toast, whenIdle } from '@pitwall/ui';
import { createStore, useStore } from 'zustand';
import { loadBackend } from './backend.ts';

// This session's own ratings live in a store that each song reads for itself: when they arrive,
// only the songs this visitor rated render again, not every card of the grid. While the page
// hydrates, the songs read the store's initial state (useStore's server snapshot), which is what
// the prerendered HTML shows. Everyone's averages are page data (useMusicData), prerendered.

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
  /** The song whose rating is being saved. */
  saving: string | null;
}

const ratingsStore = createStore<RatingsState>()(() => ({ session: null, mine: new Map(), saving: null }));

/** This browser's listening session, read (or created) once. */
function session(): string {
  const known = ratingsStore.getState().session;
  if (known) return known;
  const read = readOrCreateSession();
  ratingsStore.setState({ session: read });
  return read;
}

/**
 * Everyone's averages and this session's ratings load apart; when both fail, the visitor reads
 * it once.
 */
export function announceRatingsLoadFailed(): void {
  toast.error('Error al cargar las valoraciones', { id: 'music-ratings-load' });
}

/**
 * In the browser, once the page is on screen and the browser idle (loading them evaluates
 * supabase-js): this session's ratings. Returns the cleanup.
 */
export function startRatings(): () => void {
  let current = true;
  const cancel = whenIdle(() => {
    loadBackend()
      .then(({ getSessionRatings, getSupabase }) => getSessionRatings(getSupabase(), session()))
      .then(
        (mine) => current && ratingsStore.setState({ mine }),
        (error: unknown) => {
          console.error(error);
          announceRatingsLoadFailed();
        },
      );
  });
  return () => {
    current = false;
    cancel();
  };
}

/** Saves this session's rating of a song; true once saved (the caller then shows the song's new average). */
export async function saveRating(songId: string, rating: number): Promise<boolean> {
  ratingsStore.setState({ saving: songId });
  try {
    const { getSupabase, rateSong } = await loadBackend();
    await rateSong(getSupabase(), { songId, rating, session: session() });
    ratingsStore.setState((state) => ({ mine: new Map(state.mine).set(songId, rating) }));
    toast.success('¡Valoración guardada!');
    return true;
  } catch (error) {
    console.error(error);
    const limit = await limitMessage(error);
    toast.error('Error al guardar la valoración', limit ? { description: limit } : undefined);
    return false;
  } finally {
    ratingsStore.setState({ saving: null });
  }
}

/** This session's rating of a song, and whether it can be rated now. */
export function useSongRating(songId: string) {
  const mine = useStore(ratingsStore, (state) => state.mine.get(songId));
  // Enabled from the first paint: a star clicked before the session was read reads it then.
  const saving = useStore(ratingsStore, (state) => state.saving === songId);
  return { mine, saving };
}

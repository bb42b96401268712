import { getRatingSummaries, getSessionRatings, getSupabase, limitMessage, rateSong, type RatingSummary } from '@pitwall/backend';
import { toast } from '@pitwall/ui';
import { useCallback, useEffect, useState } from 'react';

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

export interface Ratings {
  /** This session's rating per song id. */
  mine: ReadonlyMap<string, number>;
  /** Average and count per song id, over every session. */
  summaries: ReadonlyMap<string, RatingSummary>;
  /** False until the session has been read (in the browser, after the first render). */
  ready: boolean;
  /** The song whose rating is being saved. */
  saving: string | null;
  rate(songId: string, rating: number): Promise<void>;
  reload(): void;
}

export function useRatings(): Ratings {
  const [session, setSession] = useState<string | null>(null);
  const [mine, setMine] = useState<ReadonlyMap<string, number>>(new Map());
  const [summaries, setSummaries] = useState<ReadonlyMap<string, RatingSummary>>(new Map());
  const [saving, setSaving] = useState<string | null>(null);

  const reload = useCallback(() => {
    getRatingSummaries(getSupabase()).then(setSummaries, (error: unknown) => {
      console.error(error);
      toast.error('Error al cargar las valoraciones');
    });
  }, []);

  useEffect(() => {
    setSession(readOrCreateSession());
    reload();
  }, [reload]);

  useEffect(() => {
    if (!session) return;
    let current = true;
    getSessionRatings(getSupabase(), session).then(
      (ratings) => current && setMine(ratings),
      (error: unknown) => {
        console.error(error);
        toast.error('Error al cargar las valoraciones');
      },
    );
    return () => {
      current = false;
    };
  }, [session]);

  const rate = useCallback(
    async (songId: string, rating: number) => {
      if (!session) return;
      setSaving(songId);
      try {
        const db = getSupabase();
        await rateSong(db, { songId, rating, session });
        setMine((previous) => new Map(previous).set(songId, rating));
        // The song's new average and count, straight after the save.
        const summary = (await getRatingSummaries(db, songId)).get(songId);
        if (summary) setSummaries((previous) => new Map(previous).set(songId, summary));
        toast.success('¡Valoración guardada!');
      } catch (error) {
        console.error(error);
        const limit = await limitMessage(error);
        toast.error('Error al guardar la valoración', limit ? { description: limit } : undefined);
      } finally {
        setSaving(null);
      }
    },
    [session],
  );

  return { mine, summaries, ready: session !== null, saving, rate, reload };
}

import { createContext, useCallback, useContext, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';

// One song plays at a time across the grid and the Top 10 player: every player claims playback
// when its audio starts, which pauses whichever audio had it before.
const ClaimContext = createContext<(audio: HTMLAudioElement) => void>(() => undefined);

export function PlaybackProvider({ children }: { children: ReactNode }) {
  const current = useRef<HTMLAudioElement | null>(null);
  const claim = useCallback((audio: HTMLAudioElement) => {
    if (current.current && current.current !== audio) current.current.pause();
    current.current = audio;
  }, []);
  return <ClaimContext.Provider value={claim}>{children}</ClaimContext.Provider>;
}

export interface AudioPlayer {
  /** Spread on the <audio> element. */
  audioProps: {
    ref: React.RefObject<HTMLAudioElement | null>;
    preload: 'none';
    onPlay(event: SyntheticEvent<HTMLAudioElement>): void;
    onPause(): void;
    onTimeUpdate(event: SyntheticEvent<HTMLAudioElement>): void;
    onDurationChange(event: SyntheticEvent<HTMLAudioElement>): void;
    onEnded(event: SyntheticEvent<HTMLAudioElement>): void;
  };
  /** Put on the <source>: a missing or unplayable file marks this player as failed. */
  onSourceError(): void;
  playing: boolean;
  currentTime: number;
  duration: number;
  failed: boolean;
  play(): void;
  toggle(): void;
  seek(seconds: number): void;
}

/**
 * State and controls of one <audio>: playing, position, length (the song's stated length until
 * the file says otherwise) and failure. Reaching the end rewinds to the start.
 */
export function useAudioPlayer(statedDuration: number, onEnded?: () => void): AudioPlayer {
  const claim = useContext(ClaimContext);
  const ref = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(statedDuration);
  const [failed, setFailed] = useState(false);

  const play = useCallback(() => {
    ref.current?.play().catch((error: unknown) => {
      // NotAllowedError (no user gesture yet) is not a broken file; AbortError is a pause() racing play().
      if (error instanceof DOMException && error.name === 'NotSupportedError') setFailed(true);
    });
  }, []);

  return {
    audioProps: {
      ref,
      preload: 'none',
      onPlay: (event) => {
        claim(event.currentTarget);
        setPlaying(true);
      },
      onPause: () => setPlaying(false),
      onTimeUpdate: (event) => setCurrentTime(event.currentTarget.currentTime),
      onDurationChange: (event) => {
        const { duration: real } = event.currentTarget;
        if (Number.isFinite(real) && real > 0) setDuration(real);
      },
      onEnded: (event) => {
        event.currentTarget.currentTime = 0;
        setCurrentTime(0);
        setPlaying(false);
        onEnded?.();
      },
    },
    onSourceError: () => setFailed(true),
    playing,
    currentTime,
    duration,
    failed,
    play,
    toggle: () => {
      if (ref.current?.paused === false) ref.current.pause();
      else play();
    },
    seek: (seconds) => {
      if (ref.current) ref.current.currentTime = seconds;
      setCurrentTime(seconds);
    },
  };
}

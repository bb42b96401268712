/**
 * Short original songs synthesised in code (no samples, no downloads): a chord progression, a bass
 * line, a melody and drums whose style follows the genre, all derived from the song's title so each
 * song is different and every run produces the same file. The samples are encoded by ffmpeg into
 * AAC in an MP4 audio file (.m4a), which every browser's <audio> plays.
 */
import { ffmpegEncode } from './ffmpeg.ts';
import { createRandom, hashString, pick } from './random.ts';

export const SAMPLE_RATE = 32000;

/** The stored song files: AAC-LC in MP4 audio, and the content type the storage object carries. */
export const SONG_FORMAT = { extension: 'm4a', contentType: 'audio/mp4' } as const;

type Wave = 'sine' | 'triangle' | 'saw' | 'square' | 'pluck' | 'epiano';
type DrumKit = 'none' | 'four' | 'pop' | 'rock' | 'lofi' | 'jazz' | 'palmas' | 'gated';

interface Style {
  bpm: [number, number];
  scale: number[];
  progressions: number[][];
  lead: Wave;
  pad: Wave | null;
  bass: Wave;
  drums: DrumKit;
  swing: number;
  density: number;
  noise: number;
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const DORIAN = [0, 2, 3, 5, 7, 9, 10];
const MIXOLYDIAN = [0, 2, 4, 5, 7, 9, 10];
const PHRYGIAN_DOMINANT = [0, 1, 4, 5, 7, 8, 10];

const STYLES: Record<string, Style> = {
  electronica: { bpm: [118, 128], scale: MINOR, progressions: [[0, 5, 2, 6], [0, 3, 5, 4]], lead: 'saw', pad: 'triangle', bass: 'square', drums: 'four', swing: 0, density: 0.8, noise: 0 },
  pop: { bpm: [100, 116], scale: MAJOR, progressions: [[0, 4, 5, 3], [0, 5, 3, 4]], lead: 'triangle', pad: 'sine', bass: 'sine', drums: 'pop', swing: 0, density: 0.7, noise: 0 },
  rock: { bpm: [126, 140], scale: MINOR, progressions: [[0, 6, 5, 6], [0, 3, 4, 3]], lead: 'square', pad: null, bass: 'saw', drums: 'rock', swing: 0, density: 0.75, noise: 0 },
  lofi: { bpm: [72, 84], scale: DORIAN, progressions: [[1, 4, 0, 0], [5, 1, 4, 0]], lead: 'epiano', pad: 'sine', bass: 'sine', drums: 'lofi', swing: 0.18, density: 0.5, noise: 0.012 },
  ambient: { bpm: [56, 66], scale: MAJOR, progressions: [[0, 3, 5, 4], [0, 5, 3, 3]], lead: 'sine', pad: 'triangle', bass: 'sine', drums: 'none', swing: 0, density: 0.35, noise: 0 },
  synthwave: { bpm: [96, 106], scale: MINOR, progressions: [[0, 5, 2, 6], [5, 6, 0, 0]], lead: 'saw', pad: 'saw', bass: 'saw', drums: 'gated', swing: 0, density: 0.7, noise: 0 },
  jazz: { bpm: [90, 104], scale: MIXOLYDIAN, progressions: [[1, 4, 0, 5], [0, 5, 1, 4]], lead: 'epiano', pad: 'sine', bass: 'triangle', drums: 'jazz', swing: 0.3, density: 0.6, noise: 0 },
  flamenco: { bpm: [104, 116], scale: PHRYGIAN_DOMINANT, progressions: [[3, 2, 1, 0], [0, 1, 0, 6]], lead: 'pluck', pad: null, bass: 'pluck', drums: 'palmas', swing: 0, density: 0.85, noise: 0 },
};

function styleFor(genre: string): Style {
  const g = genre.toLowerCase();
  if (g.includes('electr')) return STYLES.electronica as Style;
  if (g.includes('rock')) return STYLES.rock as Style;
  if (g.includes('lo-fi') || g.includes('lofi')) return STYLES.lofi as Style;
  if (g.includes('ambient')) return STYLES.ambient as Style;
  if (g.includes('synth')) return STYLES.synthwave as Style;
  if (g.includes('jazz')) return STYLES.jazz as Style;
  if (g.includes('flamenco') || g.includes('rumba')) return STYLES.flamenco as Style;
  return STYLES.pop as Style;
}

const midiToHz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function oscillator(wave: Wave, phase: number): number {
  const p = phase - Math.floor(phase);
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * p);
    case 'triangle':
      return 1 - 4 * Math.abs(p - 0.5);
    case 'saw': {
      // A few harmonics instead of a naive ramp: softer and free of harsh aliasing.
      let v = 0;
      for (let h = 1; h <= 6; h += 1) v += Math.sin(2 * Math.PI * p * h) / h;
      return v * 0.55;
    }
    case 'square': {
      let v = 0;
      for (let h = 1; h <= 9; h += 2) v += Math.sin(2 * Math.PI * p * h) / h;
      return v * 0.9;
    }
    case 'epiano':
      return Math.sin(2 * Math.PI * p + 0.6 * Math.sin(2 * Math.PI * p * 2));
    case 'pluck':
      return 0; // rendered separately (Karplus-Strong)
  }
}

class Mixer {
  readonly out: Float32Array;
  constructor(seconds: number) {
    this.out = new Float32Array(Math.ceil(seconds * SAMPLE_RATE));
  }

  note(wave: Wave, midi: number, start: number, length: number, gain: number, attack = 0.01, release = 0.08): void {
    const from = Math.floor(start * SAMPLE_RATE);
    const total = Math.floor((length + release) * SAMPLE_RATE);
    const hz = midiToHz(midi);
    if (wave === 'pluck') {
      this.pluck(hz, from, total, gain);
      return;
    }
    const sustainEnd = length * SAMPLE_RATE;
    for (let i = 0; i < total && from + i < this.out.length; i += 1) {
      const t = i / SAMPLE_RATE;
      let env = Math.min(1, t / attack);
      if (i > sustainEnd) env *= Math.max(0, 1 - (i - sustainEnd) / (release * SAMPLE_RATE));
      if (wave === 'epiano') env *= Math.exp(-t * 2.5);
      this.out[from + i] = (this.out[from + i] as number) + oscillator(wave, hz * t) * env * gain;
    }
  }

  /** Karplus-Strong plucked string: a noise burst through a damped delay line. */
  private pluck(hz: number, from: number, total: number, gain: number): void {
    const period = Math.max(2, Math.round(SAMPLE_RATE / hz));
    const random = createRandom(hashString(`${hz}:${from}`));
    const line = Float32Array.from({ length: period }, () => random() * 2 - 1);
    for (let i = 0; i < total && from + i < this.out.length; i += 1) {
      const idx = i % period;
      const next = (idx + 1) % period;
      const value = line[idx] as number;
      line[idx] = 0.497 * (value + (line[next] as number));
      this.out[from + i] = (this.out[from + i] as number) + value * gain;
    }
  }

  kick(start: number, gain: number): void {
    const from = Math.floor(start * SAMPLE_RATE);
    let phase = 0;
    for (let i = 0; i < 0.3 * SAMPLE_RATE && from + i < this.out.length; i += 1) {
      const t = i / SAMPLE_RATE;
      phase += (45 + 90 * Math.exp(-t * 30)) / SAMPLE_RATE;
      this.out[from + i] = (this.out[from + i] as number) + Math.sin(2 * Math.PI * phase) * Math.exp(-t * 9) * gain;
    }
  }

  noiseHit(start: number, decay: number, gain: number, tone: number, seed: number, bright: boolean): void {
    const from = Math.floor(start * SAMPLE_RATE);
    const random = createRandom(seed);
    let previous = 0;
    for (let i = 0; i < decay * 6 * SAMPLE_RATE && from + i < this.out.length; i += 1) {
      const t = i / SAMPLE_RATE;
      const white = random() * 2 - 1;
      const sample = bright ? white - previous : white; // crude high-pass for hats
      previous = white;
      const body = tone > 0 ? Math.sin(2 * Math.PI * tone * t) * 0.5 : 0;
      this.out[from + i] = (this.out[from + i] as number) + (sample + body) * Math.exp(-t / decay) * gain;
    }
  }
}

export interface SongSpec {
  title: string;
  genre: string;
  seconds: number;
}

function drumsFor(mix: Mixer, kit: DrumKit, beat: number, barStart: number, beatLength: number, seed: number, swing: number): void {
  const t = barStart + beat * beatLength;
  const off = t + beatLength * (0.5 + swing / 2);
  const hat = (time: number, g = 0.09) => mix.noiseHit(time, 0.012, g, 0, seed + Math.round(time * 1000), true);
  switch (kit) {
    case 'none':
      return;
    case 'four':
      mix.kick(t, 0.9);
      hat(off, 0.12);
      if (beat % 2 === 1) mix.noiseHit(t, 0.05, 0.25, 0, seed + beat, false);
      return;
    case 'pop':
    case 'gated':
      if (beat % 2 === 0) mix.kick(t, 0.85);
      if (beat % 2 === 1) mix.noiseHit(t, kit === 'gated' ? 0.09 : 0.06, 0.35, 190, seed + beat, false);
      hat(t);
      hat(off);
      return;
    case 'rock':
      mix.kick(t, beat % 2 === 0 ? 0.9 : 0.5);
      if (beat % 2 === 1) mix.noiseHit(t, 0.08, 0.45, 180, seed + beat, false);
      hat(t, 0.12);
      hat(off, 0.1);
      return;
    case 'lofi':
      if (beat === 0) mix.kick(t, 0.6);
      if (beat === 2) mix.kick(off, 0.45);
      if (beat % 2 === 1) mix.noiseHit(t, 0.05, 0.18, 160, seed + beat, false);
      hat(off, 0.05);
      return;
    case 'jazz':
      hat(t, 0.06);
      if (beat % 2 === 1) hat(off, 0.05);
      if (beat === 0) mix.kick(t, 0.35);
      return;
    case 'palmas':
      if (beat === 0) mix.kick(t, 0.5);
      // Palmas on the off-beats, three quick claps each.
      for (let k = 0; k < 3; k += 1) mix.noiseHit(off + k * 0.008, 0.02, 0.14, 0, seed + beat * 10 + k, false);
      return;
  }
}

/** Renders one song; length is exactly `seconds` (with a short fade in and a fade out). */
export function renderSong(spec: SongSpec): Float32Array {
  const random = createRandom(hashString(`${spec.title}|${spec.genre}`));
  const style = styleFor(spec.genre);
  const bpm = style.bpm[0] + Math.floor(random() * (style.bpm[1] - style.bpm[0] + 1));
  const beatLength = 60 / bpm;
  const barLength = beatLength * 4;
  const key = 50 + Math.floor(random() * 10); // D3 … B3
  const progression = pick(random, style.progressions);
  const mix = new Mixer(spec.seconds);
  const scaleNote = (degree: number, octave = 0) => {
    const n = style.scale.length;
    const wrapped = ((degree % n) + n) % n;
    return key + (style.scale[wrapped] as number) + 12 * (octave + Math.floor(degree / n));
  };

  let melodyDegree = 7 + Math.floor(random() * 3);
  const bars = Math.ceil(spec.seconds / barLength);
  for (let bar = 0; bar < bars; bar += 1) {
    const barStart = bar * barLength;
    const root = progression[bar % progression.length] as number;
    const chord = [root, root + 2, root + 4];

    if (style.pad) {
      for (const degree of chord) mix.note(style.pad, scaleNote(degree), barStart, barLength * 0.95, 0.07, style.drums === 'none' ? 0.6 : 0.05, 0.3);
    }
    for (let beat = 0; beat < 4; beat += 1) {
      const t = barStart + beat * beatLength;
      mix.note(style.bass, scaleNote(root, -1) - (beat === 3 && random() < 0.3 ? 2 : 0), t, beatLength * 0.8, 0.22, 0.005, 0.05);
      drumsFor(mix, style.drums, beat, barStart, beatLength, hashString(spec.title) + bar * 7, style.swing);
    }
    // Melody in eighth notes: a random walk over the scale that lands on chord tones on the beat.
    for (let step = 0; step < 8; step += 1) {
      if (random() > style.density) continue;
      const onBeat = step % 2 === 0;
      if (onBeat && random() < 0.6) {
        const target = chord[Math.floor(random() * 3)] as number;
        melodyDegree = target + 7 * Math.round((melodyDegree - target) / 7);
      } else {
        melodyDegree += pick(random, [-2, -1, -1, 1, 1, 2]);
      }
      melodyDegree = Math.max(4, Math.min(14, melodyDegree));
      const swingShift = step % 2 === 1 ? style.swing * beatLength * 0.5 : 0;
      const start = barStart + step * (beatLength / 2) + swingShift;
      const length = beatLength / 2 * (random() < 0.25 ? 2 : 0.9);
      mix.note(style.lead, scaleNote(melodyDegree), start, length, 0.2, 0.01, 0.1);
    }
  }

  const out = mix.out;
  if (style.noise > 0) {
    const hiss = createRandom(hashString(`${spec.title}:vinyl`));
    for (let i = 0; i < out.length; i += 1) out[i] = (out[i] as number) + (hiss() * 2 - 1) * style.noise;
  }
  // Fades, soft saturation (rock a bit more) and normalisation to -1 dBFS.
  const fadeIn = 0.05 * SAMPLE_RATE;
  const fadeOut = 1.2 * SAMPLE_RATE;
  const drive = style.drums === 'rock' ? 2.2 : 1.2;
  let peak = 0;
  for (let i = 0; i < out.length; i += 1) {
    let v = Math.tanh((out[i] as number) * drive);
    if (i < fadeIn) v *= i / fadeIn;
    if (i > out.length - fadeOut) v *= (out.length - i) / fadeOut;
    out[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  const gain = peak > 0 ? 0.89 / peak : 1;
  for (let i = 0; i < out.length; i += 1) out[i] = (out[i] as number) * gain;
  return out;
}

/** Mono AAC-LC at 64 kbit/s in an .m4a file whose index comes first, so playback starts at once. */
export function encodeSong(samples: Float32Array): Promise<Uint8Array> {
  const pcm = new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
  return ffmpegEncode({
    inputArgs: ['-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '1'],
    outputArgs: ['-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart'],
    extension: SONG_FORMAT.extension,
    source: pcm,
    input: () => [pcm],
  });
}

/** 'm:ss' → seconds. */
export function parseDuration(duration: string): number {
  const match = /^(\d+):([0-5]\d)$/.exec(duration);
  if (!match) throw new Error(`Invalid duration ${duration}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

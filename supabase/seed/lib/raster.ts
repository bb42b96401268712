/**
 * A tiny RGBA canvas for generated pictures (press photos, video frames) and a PNG encoder.
 * Enough drawing for demo artwork: gradients, rectangles, circles, thick lines and a 5×7 bitmap
 * font for capital letters and digits.
 */
import { deflateSync } from 'node:zlib';

export type Rgb = [number, number, number];

export function hex(color: string): Rgb {
  const value = Number.parseInt(color.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export class Raster {
  readonly data: Uint8ClampedArray;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8ClampedArray(width * height * 4);
  }

  /** Blends a colour into one pixel with coverage `alpha` (0–1). */
  blend(x: number, y: number, [r, g, b]: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 4;
    const a = Math.min(1, alpha);
    this.data[i] = (this.data[i] as number) * (1 - a) + r * a;
    this.data[i + 1] = (this.data[i + 1] as number) * (1 - a) + g * a;
    this.data[i + 2] = (this.data[i + 2] as number) * (1 - a) + b * a;
    this.data[i + 3] = 255;
  }

  verticalGradient(top: Rgb, bottom: Rgb): void {
    for (let y = 0; y < this.height; y += 1) {
      const t = y / Math.max(1, this.height - 1);
      const color: Rgb = [0, 1, 2].map((k) => top[k as 0] * (1 - t) + bottom[k as 0] * t) as Rgb;
      for (let x = 0; x < this.width; x += 1) this.blend(x, y, color);
    }
  }

  rect(x: number, y: number, w: number, h: number, color: Rgb, alpha = 1): void {
    for (let yy = Math.max(0, Math.floor(y)); yy < Math.min(this.height, y + h); yy += 1) {
      for (let xx = Math.max(0, Math.floor(x)); xx < Math.min(this.width, x + w); xx += 1) this.blend(xx, yy, color, alpha);
    }
  }

  /** Filled circle with a one-pixel soft edge. */
  circle(cx: number, cy: number, radius: number, color: Rgb, alpha = 1): void {
    for (let y = Math.floor(cy - radius - 1); y <= cy + radius + 1; y += 1) {
      for (let x = Math.floor(cx - radius - 1); x <= cx + radius + 1; x += 1) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        this.blend(x, y, color, alpha * Math.max(0, Math.min(1, radius - d + 0.5)));
      }
    }
  }

  /** Ring (circle outline) of the given thickness. */
  ring(cx: number, cy: number, radius: number, thickness: number, color: Rgb, alpha = 1): void {
    for (let y = Math.floor(cy - radius - thickness); y <= cy + radius + thickness; y += 1) {
      for (let x = Math.floor(cx - radius - thickness); x <= cx + radius + thickness; x += 1) {
        const d = Math.abs(Math.hypot(x + 0.5 - cx, y + 0.5 - cy) - radius);
        this.blend(x, y, color, alpha * Math.max(0, Math.min(1, thickness / 2 - d + 0.5)));
      }
    }
  }

  /** Thick line made of overlapping discs. */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, color: Rgb, alpha = 1): void {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / Math.max(1, thickness / 3)));
    for (let i = 0; i <= steps; i += 1) {
      const t = i / steps;
      this.circle(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, thickness / 2, color, alpha);
    }
  }

  /** Capital letters, digits and a little punctuation in a 5×7 font, `scale` pixels per dot. */
  text(value: string, x: number, y: number, scale: number, color: Rgb): void {
    let cursor = x;
    for (const char of value.toUpperCase()) {
      const glyph = FONT[char] ?? FONT[' '];
      glyph?.forEach((row, ry) => {
        for (let rx = 0; rx < 5; rx += 1) {
          if (row[rx] === '#') this.rect(cursor + rx * scale, y + ry * scale, scale, scale, color);
        }
      });
      cursor += 6 * scale;
    }
  }

  static textWidth(value: string, scale: number): number {
    return value.length * 6 * scale - scale;
  }

  /** PNG file (8-bit RGBA, no interlace). */
  toPng(): Uint8Array {
    const rowBytes = this.width * 4 + 1;
    const raw = new Uint8Array(rowBytes * this.height);
    for (let y = 0; y < this.height; y += 1) {
      raw[y * rowBytes] = 0; // filter: none
      raw.set(this.data.subarray(y * this.width * 4, (y + 1) * this.width * 4), y * rowBytes + 1);
    }
    const header = new Uint8Array(13);
    const view = new DataView(header.buffer);
    view.setUint32(0, this.width);
    view.setUint32(4, this.height);
    header.set([8, 6, 0, 0, 0], 8); // bit depth 8, colour type RGBA
    return concat([
      new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', new Uint8Array(deflateSync(raw, { level: 9 }))),
      chunk('IEND', new Uint8Array(0)),
    ]);
  }
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.byteLength);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.byteLength);
  for (let i = 0; i < 4; i += 1) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.byteLength, crc32(out.subarray(4, 8 + data.byteLength)));
  return out;
}

const FONT: Record<string, string[]> = {
  ' ': ['.....', '.....', '.....', '.....', '.....', '.....', '.....'],
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.###.', '#...#', '#....', '#....', '#....', '#...#', '.###.'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.###.', '#...#', '#....', '#.###', '#...#', '#...#', '.####'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['.###.', '..#..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  J: ['..###', '...#.', '...#.', '...#.', '...#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '#.#.#', '.#.#.'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  Á: ['..#..', '.###.', '#...#', '#####', '#...#', '#...#', '#...#'],
  É: ['..#..', '#####', '#....', '####.', '#....', '#....', '#####'],
  Í: ['..#..', '.###.', '..#..', '..#..', '..#..', '..#..', '.###.'],
  Ó: ['..#..', '.###.', '#...#', '#...#', '#...#', '#...#', '.###.'],
  Ú: ['..#..', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  Ñ: ['.##.#', '#.##.', '#...#', '##..#', '#.#.#', '#..##', '#...#'],
  '0': ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  '1': ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  '2': ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  '3': ['####.', '....#', '....#', '.###.', '....#', '....#', '####.'],
  '4': ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  '5': ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  '6': ['.###.', '#....', '#....', '####.', '#...#', '#...#', '.###.'],
  '7': ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  '8': ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  '9': ['.###.', '#...#', '#...#', '.####', '....#', '....#', '.###.'],
  '-': ['.....', '.....', '.....', '#####', '.....', '.....', '.....'],
  '.': ['.....', '.....', '.....', '.....', '.....', '.##..', '.##..'],
  ',': ['.....', '.....', '.....', '.....', '.##..', '..#..', '.#...'],
  ':': ['.....', '.##..', '.##..', '.....', '.##..', '.##..', '.....'],
  '!': ['..#..', '..#..', '..#..', '..#..', '..#..', '.....', '..#..'],
  '·': ['.....', '.....', '.....', '..#..', '.....', '.....', '.....'],
};

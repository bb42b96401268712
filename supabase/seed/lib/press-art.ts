/** Raster artwork for the press kit: logo, "photos" and the frames of the presentation video. */
import { createRandom, hashString } from './random.ts';
import { Raster, hex, type Rgb } from './raster.ts';

const ACCENT = hex('#FF6C2C');
const INK = hex('#1A1A1A');
const WHITE: Rgb = [255, 255, 255];

function centeredText(r: Raster, text: string, y: number, scale: number, color: Rgb): void {
  r.text(text, Math.round((r.width - Raster.textWidth(text, scale)) / 2), y, scale, color);
}

export function logo(width: number, height: number): Raster {
  const r = new Raster(width, height);
  r.verticalGradient(INK, hex('#2a1408'));
  const scale = Math.floor(width / 75);
  r.ring(width / 2, height / 2 - scale * 2, height * 0.36, scale * 1.5, ACCENT);
  centeredText(r, 'PITWALL', Math.round(height / 2 - scale * 5.5), scale, WHITE);
  centeredText(r, 'BIENESTAR F1', Math.round(height / 2 + scale * 4), Math.max(2, Math.floor(scale / 2.5)), ACCENT);
  return r;
}

/** A stylised photo of the simulator in an office. */
export function simulatorPhoto(width: number, height: number, seed: string): Raster {
  const random = createRandom(hashString(seed));
  const r = new Raster(width, height);
  r.verticalGradient(hex('#e9e4dc'), hex('#c9c0b3'));
  r.rect(0, height * 0.68, width, height * 0.32, hex('#8d7b68'));
  for (let i = 0; i < 6; i += 1) r.rect(width * (0.05 + i * 0.16), height * 0.12, width * 0.1, height * 0.3, hex('#b8d4e3'), 0.8);
  // Three screens, the seat and the base.
  const cx = width / 2;
  const screenY = height * 0.3;
  for (const dx of [-1, 0, 1]) {
    r.rect(cx + dx * width * 0.17 - width * 0.08, screenY, width * 0.16, height * 0.18, INK);
    r.rect(cx + dx * width * 0.17 - width * 0.07, screenY + height * 0.015, width * 0.14, height * 0.15, hex('#2f80ed'), 0.85);
    r.line(cx + dx * width * 0.17 - width * 0.05, screenY + height * 0.13, cx + dx * width * 0.17 + width * 0.05, screenY + height * 0.07, 4, WHITE, 0.8);
  }
  r.rect(cx - width * 0.2, height * 0.62, width * 0.4, height * 0.06, hex('#333333'));
  r.circle(cx, height * 0.55, height * 0.09, ACCENT);
  r.rect(cx - height * 0.09, height * 0.55, height * 0.18, height * 0.09, ACCENT);
  r.ring(cx, height * 0.5, height * 0.05, 6, INK);
  for (let i = 0; i < 5; i += 1) {
    const x = width * (0.12 + random() * 0.76);
    r.circle(x, height * 0.58, height * 0.035, hex('#5a4636'));
    r.rect(x - height * 0.03, height * 0.61, height * 0.06, height * 0.12, hex(['#2f80ed', '#27ae60', '#9b51e0', '#333333'][i % 4] as string));
  }
  return r;
}

export function podiumPhoto(width: number, height: number, seed: string): Raster {
  const random = createRandom(hashString(seed));
  const r = new Raster(width, height);
  r.verticalGradient(hex('#0f2027'), hex('#2c5364'));
  const cx = width / 2;
  const unit = width / 10;
  const blocks: Array<[number, number, string]> = [
    [-1, 0.22, '2'],
    [0, 0.32, '1'],
    [1, 0.16, '3'],
  ];
  for (const [dx, h, label] of blocks) {
    const x = cx + dx * unit * 1.6 - unit * 0.75;
    const top = height * (0.85 - h);
    r.rect(x, top, unit * 1.5, height * h, label === '1' ? ACCENT : hex('#dddddd'));
    r.text(label, Math.round(x + unit * 0.75 - 15), Math.round(top + 20), 6, INK);
    r.circle(x + unit * 0.75, top - height * 0.12, height * 0.05, hex('#f1c27d'));
    r.rect(x + unit * 0.45, top - height * 0.07, unit * 0.6, height * 0.07, hex('#2f80ed'));
  }
  r.rect(0, height * 0.85, width, height * 0.15, hex('#222222'));
  for (let i = 0; i < 160; i += 1) {
    const color = [ACCENT, WHITE, hex('#f2c94c'), hex('#27ae60')][i % 4] as Rgb;
    r.rect(random() * width, random() * height * 0.6, 6 + random() * 8, 3 + random() * 4, color, 0.9);
  }
  centeredText(r, 'GIRA SOLIDARIA', Math.round(height * 0.08), Math.floor(width / 140), WHITE);
  return r;
}

/** Frames of a short clip: a car laps an oval while the logo and the claim appear. */
export function videoFrames(width: number, height: number, count: number): Raster[] {
  const frames: Raster[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = i / count;
    const r = new Raster(width, height);
    r.verticalGradient(INK, hex('#3a1a0a'));
    const rx = width * 0.38;
    const ry = height * 0.32;
    const cx = width / 2;
    const cy = height / 2;
    for (let a = 0; a < Math.PI * 2; a += 0.02) r.circle(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, 5, hex('#555555'));
    const angle = t * Math.PI * 4;
    for (let k = 6; k >= 0; k -= 1) {
      const trail = angle - k * 0.06;
      r.circle(cx + Math.cos(trail) * rx, cy + Math.sin(trail) * ry, 4 - k * 0.4, ACCENT, 1 - k / 7);
    }
    r.circle(cx + Math.cos(angle) * rx, cy + Math.sin(angle) * ry, 5, WHITE);
    if (t > 0.15) centeredText(r, 'PITWALL', Math.round(cy - 14), 3, WHITE);
    if (t > 0.5) centeredText(r, 'BIENESTAR F1', Math.round(cy + 10), 2, ACCENT);
    frames.push(r);
  }
  return frames;
}

/**
 * The demo artwork as SVG: product pictures, circuit maps, blog covers and galleries, the press
 * logo and photos, and the frames of the press video. images.ts and video.ts render it with sharp.
 */
import { createRandom, hashString } from './random.ts';

const ACCENT = '#FF6C2C';
const INK = '#1A1A1A';
/**
 * Real fonts through fontconfig: Liberation Sans (Arial's metrics; fonts-liberation, which Debian's
 * chromium pulls in) or DejaVu Sans (fonts-dejavu-core, which fontconfig itself pulls in).
 */
const FONT = "'Liberation Sans', Arial, Helvetica, 'DejaVu Sans', sans-serif";
const MONO = "'Liberation Mono', 'DejaVu Sans Mono', monospace";

/** An SVG picture and its size in pixels (the size its fallback and renditions keep the shape of). */
export interface Artwork {
  svg: string;
  width: number;
  height: number;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function svg(width: number, height: number, body: string): Artwork {
  return { svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`, width, height };
}

const gradient = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

/** A simplified, recognisable Grand Prix circuit outline in a 800×500 box. */
const CIRCUIT_PATH =
  'M 120 380 L 560 380 C 640 380 690 350 700 300 C 710 250 680 220 640 215 L 560 205 C 520 200 505 170 520 140 ' +
  'C 535 110 590 115 610 90 C 625 70 600 50 565 55 L 330 85 C 290 90 270 115 280 150 C 290 185 330 190 350 215 ' +
  'C 370 240 350 270 310 270 L 200 270 C 150 270 120 290 110 320 C 100 350 100 380 120 380 Z';

const TRIBUNES: Record<string, { x: number; y: number }> = {
  'Tribuna Principal': { x: 330, y: 410 },
  'Tribuna A': { x: 150, y: 410 },
  'Tribuna G': { x: 612, y: 185 },
  'Tribuna J': { x: 560, y: 35 },
  'Tribuna N': { x: 250, y: 300 },
};

/** Circuit map with one stand highlighted (or the whole lap for general admission). */
export function circuitMap(tribuna: string): Artwork {
  const key = Object.keys(TRIBUNES).find((name) => tribuna.includes(name));
  const spot = key ? TRIBUNES[key] : undefined;
  const others = Object.entries(TRIBUNES)
    .filter(([name]) => name !== key)
    .map(([, p]) => `<rect x="${p.x - 22}" y="${p.y - 9}" width="44" height="18" rx="4" fill="#3a3a3a"/>`)
    .join('');
  const highlight = spot
    ? `<circle cx="${spot.x}" cy="${spot.y}" r="34" fill="${ACCENT}" opacity="0.25"/>` +
      `<rect x="${spot.x - 26}" y="${spot.y - 11}" width="52" height="22" rx="5" fill="${ACCENT}"/>`
    : `<path d="${CIRCUIT_PATH}" fill="none" stroke="${ACCENT}" stroke-width="30" stroke-linejoin="round" opacity="0.3"/>`;
  const body =
    `<rect width="800" height="500" fill="${INK}"/>` +
    `<path d="${CIRCUIT_PATH}" fill="none" stroke="#555" stroke-width="22" stroke-linejoin="round"/>` +
    `<path d="${CIRCUIT_PATH}" fill="none" stroke="#f5f5f5" stroke-width="3" stroke-dasharray="14 10" stroke-linejoin="round"/>` +
    `<rect x="380" y="368" width="8" height="24" fill="#fff"/><rect x="388" y="368" width="8" height="24" fill="#000"/>` +
    others +
    highlight +
    `<text x="40" y="470" font-family="${FONT}" font-size="26" font-weight="700" fill="#fff">${escapeXml(tribuna)}</text>` +
    `<text x="760" y="470" text-anchor="end" font-family="${FONT}" font-size="16" fill="#aaa">Circuit de Barcelona-Catalunya</text>`;
  return svg(800, 500, body);
}

function ticketArt(): string {
  return (
    `<g transform="translate(250 120)"><rect width="300" height="170" rx="14" fill="#fff"/>` +
    `<circle cx="0" cy="85" r="20" fill="${INK}"/><circle cx="300" cy="85" r="20" fill="${INK}"/>` +
    `<line x1="210" y1="15" x2="210" y2="155" stroke="#ccc" stroke-width="3" stroke-dasharray="8 6"/>` +
    `<path d="M 40 120 C 60 60 120 40 150 70 C 170 90 190 60 185 40" fill="none" stroke="${ACCENT}" stroke-width="8" stroke-linecap="round"/>` +
    `<text x="250" y="95" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" fill="${INK}" transform="rotate(-90 250 90)">F1 2027</text></g>`
  );
}

function shirtArt(color: string): string {
  return (
    `<path d="M 320 110 L 370 90 C 385 115 415 115 430 90 L 480 110 L 530 170 L 490 200 L 470 180 L 470 330 L 330 330 L 330 180 L 310 200 L 270 170 Z" fill="${color}" stroke="#fff" stroke-width="4"/>` +
    `<text x="400" y="220" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="900" fill="${ACCENT}">PITWALL</text>`
  );
}

function capArt(color: string): string {
  return (
    `<path d="M 290 250 C 290 160 340 120 400 120 C 460 120 510 160 510 250 Z" fill="${color}" stroke="#fff" stroke-width="4"/>` +
    `<path d="M 480 240 C 540 240 580 255 590 270 L 470 270 Z" fill="${color}" stroke="#fff" stroke-width="4"/>` +
    `<circle cx="400" cy="122" r="8" fill="#fff"/>` +
    `<text x="400" y="215" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="900" fill="#fff">PW</text>`
  );
}

function wheelArt(): string {
  return (
    `<g transform="translate(400 210)"><rect x="-150" y="-70" width="300" height="140" rx="50" fill="#2b2b2b" stroke="#888" stroke-width="4"/>` +
    `<rect x="-60" y="-35" width="120" height="50" rx="6" fill="#0b3d2e"/><text x="0" y="-2" text-anchor="middle" font-family="${MONO}" font-size="22" fill="#5f5">P1 1:16.3</text>` +
    `<circle cx="-100" cy="0" r="12" fill="${ACCENT}"/><circle cx="100" cy="0" r="12" fill="#2f80ed"/></g>`
  );
}

function musicArt(seed: number): string {
  const random = createRandom(seed);
  const bars = Array.from({ length: 24 }, (_, i) => {
    const h = 20 + random() * 120;
    return `<rect x="${250 + i * 13}" y="${220 - h / 2}" width="8" height="${h}" rx="4" fill="${i % 5 === 0 ? '#fff' : ACCENT}"/>`;
  }).join('');
  return `<circle cx="400" cy="220" r="150" fill="#111" stroke="#333" stroke-width="6"/><circle cx="400" cy="220" r="40" fill="${ACCENT}"/>${bars}`;
}

export interface ProductArt {
  title: string;
  category: 'tickets' | 'merchandising' | 'digital';
  subcategory?: string | null;
  color?: string | null;
}

const COLORS: Record<string, string> = {
  negro: '#111111',
  naranja: ACCENT,
  'gris antracita': '#3d4045',
  carbono: '#2b2b2b',
};

export function productImage(product: ProductArt): Artwork {
  const color = COLORS[(product.color ?? '').toLowerCase()] ?? '#444';
  const title = product.title.toLowerCase();
  const art =
    product.category === 'tickets'
      ? ticketArt()
      : product.category === 'digital'
        ? musicArt(hashString(product.title))
        : title.includes('gorra')
          ? capArt(color)
          : title.includes('volante')
            ? wheelArt()
            : shirtArt(color);
  const background =
    product.category === 'tickets' ? ['#1A1A1A', '#4a1d0a'] : product.category === 'digital' ? ['#14122b', '#3b1a4a'] : ['#202020', '#3a3a3a'];
  // No title in the picture: the card writes it beside the image. The art (drawn around
  // (400, 210)) is centred and enlarged to fill the frame instead.
  const body =
    `<defs>${gradient('bg', background[0] as string, background[1] as string)}</defs>` +
    `<rect width="800" height="600" fill="url(#bg)"/>` +
    `<rect x="0" y="0" width="800" height="8" fill="${ACCENT}"/>` +
    `<g transform="translate(400 300) scale(1.3) translate(-400 -210)">${art}</g>` +
    `<text x="770" y="40" text-anchor="end" font-family="${FONT}" font-size="16" font-weight="700" fill="${ACCENT}" letter-spacing="3">PITWALL</text>`;
  return svg(800, 600, body);
}

/**
 * Blog cover / gallery picture: an abstract track composition, different per seed string. No words in
 * the picture: the page writes the title beside it, and a picture's text is read by no one.
 */
export function blogImage(seed: string, variant: 'cover' | 'gallery'): Artwork {
  const random = createRandom(hashString(seed));
  const width = 1200;
  const height = variant === 'cover' ? 630 : 800;
  const hues = [ACCENT, '#FFB347', '#2F80ED', '#27AE60', '#F2F2F2'];
  const stripes = Array.from({ length: 7 }, (_, i) => {
    const y = random() * height;
    const color = hues[Math.floor(random() * hues.length)] as string;
    return `<path d="M -50 ${y} C ${width * 0.3} ${y - 200 + random() * 400} ${width * 0.7} ${y - 200 + random() * 400} ${width + 50} ${y + (random() - 0.5) * 300}" fill="none" stroke="${color}" stroke-width="${6 + i * 5}" stroke-linecap="round" opacity="${0.25 + random() * 0.5}"/>`;
  }).join('');
  const dots = Array.from({ length: 18 }, () => {
    const r = 4 + random() * 26;
    return `<circle cx="${random() * width}" cy="${random() * height}" r="${r}" fill="#fff" opacity="${0.05 + random() * 0.15}"/>`;
  }).join('');
  return svg(width, height, `<rect width="${width}" height="${height}" fill="${INK}"/>${stripes}${dots}`);
}

/** The press-kit logo: the wordmark in a ring on a dark gradient. */
export function logo(width: number, height: number): Artwork {
  const cx = width / 2;
  const cy = height / 2;
  const body =
    `<defs>${gradient('bg', INK, '#2a1408')}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${height * 0.36}" fill="none" stroke="${ACCENT}" stroke-width="${height * 0.03}"/>` +
    `<text x="${cx}" y="${cy + height * 0.01}" text-anchor="middle" font-family="${FONT}" font-size="${height * 0.14}" font-weight="700" fill="#fff">PITWALL</text>` +
    `<text x="${cx}" y="${cy + height * 0.11}" text-anchor="middle" font-family="${FONT}" font-size="${height * 0.05}" font-weight="700" fill="${ACCENT}" letter-spacing="${height * 0.012}">BIENESTAR F1</text>`;
  return svg(width, height, body);
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;

/** A stylised photo of the simulator in an office: windows, three screens, the seat, colleagues. */
export function simulatorPhoto(width: number, height: number, seed: string): Artwork {
  const random = createRandom(hashString(seed));
  const cx = width / 2;
  const screenY = height * 0.3;
  const windows = Array.from({ length: 6 }, (_, i) => rect(width * (0.05 + i * 0.16), height * 0.12, width * 0.1, height * 0.3, '#b8d4e3', ' opacity="0.8"')).join('');
  const screens = [-1, 0, 1]
    .map((dx) => {
      const x = cx + dx * width * 0.17;
      return (
        rect(x - width * 0.08, screenY, width * 0.16, height * 0.18, INK) +
        rect(x - width * 0.07, screenY + height * 0.015, width * 0.14, height * 0.15, '#2f80ed', ' opacity="0.85"') +
        `<line x1="${x - width * 0.05}" y1="${screenY + height * 0.13}" x2="${x + width * 0.05}" y2="${screenY + height * 0.07}" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.8"/>`
      );
    })
    .join('');
  const people = Array.from({ length: 5 }, (_, i) => {
    const x = width * (0.12 + random() * 0.76);
    return circle(x, height * 0.58, height * 0.035, '#5a4636') + rect(x - height * 0.03, height * 0.61, height * 0.06, height * 0.12, ['#2f80ed', '#27ae60', '#9b51e0', '#333333'][i % 4] as string, ' rx="6"');
  }).join('');
  const body =
    `<defs>${gradient('bg', '#e9e4dc', '#c9c0b3')}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    rect(0, height * 0.68, width, height * 0.32, '#8d7b68') +
    windows +
    screens +
    rect(cx - width * 0.2, height * 0.62, width * 0.4, height * 0.06, '#333333') +
    circle(cx, height * 0.55, height * 0.09, ACCENT) +
    rect(cx - height * 0.09, height * 0.55, height * 0.18, height * 0.09, ACCENT) +
    circle(cx, height * 0.5, height * 0.05, 'none', ` stroke="${INK}" stroke-width="6"`) +
    people;
  return svg(width, height, body);
}

/** A stylised photo of the charity tour's podium under confetti. */
export function podiumPhoto(width: number, height: number, seed: string): Artwork {
  const random = createRandom(hashString(seed));
  const cx = width / 2;
  const unit = width / 10;
  const blocks = ([[-1, 0.22, '2'], [0, 0.32, '1'], [1, 0.16, '3']] as const)
    .map(([dx, h, label]) => {
      const x = cx + dx * unit * 1.6 - unit * 0.75;
      const top = height * (0.85 - h);
      return (
        rect(x, top, unit * 1.5, height * h, label === '1' ? ACCENT : '#dddddd') +
        `<text x="${x + unit * 0.75}" y="${top + height * 0.1}" text-anchor="middle" font-family="${FONT}" font-size="${height * 0.08}" font-weight="700" fill="${INK}">${label}</text>` +
        circle(x + unit * 0.75, top - height * 0.12, height * 0.05, '#f1c27d') +
        rect(x + unit * 0.45, top - height * 0.07, unit * 0.6, height * 0.07, '#2f80ed', ' rx="8"')
      );
    })
    .join('');
  const confetti = Array.from({ length: 160 }, (_, i) =>
    rect(random() * width, random() * height * 0.6, 6 + random() * 8, 3 + random() * 4, [ACCENT, '#ffffff', '#f2c94c', '#27ae60'][i % 4] as string, ' opacity="0.9"'),
  ).join('');
  const body =
    `<defs>${gradient('bg', '#0f2027', '#2c5364')}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    blocks +
    rect(0, height * 0.85, width, height * 0.15, '#222222') +
    confetti +
    `<text x="${cx}" y="${height * 0.14}" text-anchor="middle" font-family="${FONT}" font-size="${height * 0.07}" font-weight="700" fill="#fff" letter-spacing="${height * 0.008}">GIRA SOLIDARIA</text>`;
  return svg(width, height, body);
}

/**
 * One frame of the press video at time `t` (0–1 of the clip): a car laps an oval twice, leaving a
 * trail, while the wordmark and then the claim fade in.
 */
export function videoFrame(width: number, height: number, t: number): Artwork {
  const cx = width / 2;
  const cy = height / 2;
  const rx = width * 0.38;
  const ry = height * 0.32;
  const angle = t * Math.PI * 4;
  const at = (a: number) => [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry] as const;
  const trail = Array.from({ length: 12 }, (_, k) => {
    const [x, y] = at(angle - (k + 1) * 0.035);
    return circle(x, y, height * 0.014 * (1 - k / 14), ACCENT, ` opacity="${(1 - k / 12).toFixed(3)}"`);
  }).join('');
  const [carX, carY] = at(angle);
  const fade = (from: number) => Math.max(0, Math.min(1, (t - from) / 0.12)).toFixed(3);
  const body =
    `<defs>${gradient('bg', INK, '#3a1a0a')}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#555" stroke-width="${height * 0.025}"/>` +
    trail +
    circle(carX, carY, height * 0.016, '#fff') +
    `<text x="${cx}" y="${cy + height * 0.03}" text-anchor="middle" font-family="${FONT}" font-size="${height * 0.13}" font-weight="700" fill="#fff" opacity="${fade(0.15)}">PITWALL</text>` +
    `<text x="${cx}" y="${cy + height * 0.12}" text-anchor="middle" font-family="${FONT}" font-size="${height * 0.05}" font-weight="700" fill="${ACCENT}" letter-spacing="${height * 0.01}" opacity="${fade(0.5)}">BIENESTAR F1</text>`;
  return svg(width, height, body);
}

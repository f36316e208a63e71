import { loadSharp } from '../../core/media/sharp.js';

/**
 * The public pages' own pictures, drawn here (nothing can be downloaded, and we own what we
 * draw): layered hills under a sky for the carousel and the gallery, a symbol per project.
 */
interface Palette {
  sky: [string, string];
  hills: [string, string, string];
  sun: string;
}

const PALETTES: Palette[] = [
  { sky: ['#ffcf8a', '#ff8a5c'], hills: ['#3d5a80', '#2b4162', '#1f3a5f'], sun: '#fff3d6' },
  { sky: ['#bde0fe', '#a2d2ff'], hills: ['#74c69d', '#40916c', '#2d6a4f'], sun: '#ffffff' },
  { sky: ['#cdb4db', '#ffc8dd'], hills: ['#9d4edd', '#7b2cbf', '#5a189a'], sun: '#fff0f6' },
  { sky: ['#caf0f8', '#90e0ef'], hills: ['#48cae4', '#0096c7', '#023e8a'], sun: '#fffbe6' },
  { sky: ['#fde2e4', '#fad2e1'], hills: ['#e29578', '#c9705a', '#83c5be'], sun: '#fffaf0' },
  { sky: ['#fefae0', '#faedcd'], hills: ['#ccd5ae', '#a3b18a', '#588157'], sun: '#fff8dc' },
];

function hill(width: number, height: number, base: number, amplitude: number, phase: number, colour: string): string {
  const points: string[] = [];
  for (let x = 0; x <= width; x += width / 8) {
    const y = base - amplitude * Math.sin((x / width) * Math.PI * 2 + phase);
    points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
  }
  return `<path d="M0,${height} L${points.join(' L')} L${width},${height} Z" fill="${colour}"/>`;
}

/** A landscape `width`×`height`; `variant` picks the palette and the shape of the hills. */
export async function drawLandscape(variant: number, width: number, height: number): Promise<Buffer> {
  const p = PALETTES[variant % PALETTES.length]!;
  const birds = Array.from({ length: 4 }, (_, i) => {
    const x = width * (0.15 + 0.12 * i + 0.03 * (variant % 3));
    const y = height * (0.22 + 0.04 * ((i + variant) % 3));
    return `<path d="M${x},${y} q12,-10 24,0 q12,-10 24,0" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.8"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * (0.68 + 0.05 * (variant % 3))}" cy="${height * 0.3}" r="${height * 0.12}" fill="${p.sun}" opacity="0.9"/>
  ${birds}
  ${hill(width, height, height * 0.62, height * 0.06, variant, p.hills[0])}
  ${hill(width, height, height * 0.74, height * 0.07, variant + 2, p.hills[1])}
  ${hill(width, height, height * 0.86, height * 0.05, variant + 4, p.hills[2])}
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

/** Symbols of the four projects: a gear, a leaf, a note and a flask. */
const SYMBOLS = [
  '<circle cx="400" cy="400" r="120" fill="none" stroke="#fff" stroke-width="48"/><g fill="#fff">' +
    Array.from({ length: 8 }, (_, i) => `<rect x="380" y="210" width="40" height="70" rx="8" transform="rotate(${i * 45} 400 400)"/>`).join('') +
    '</g>',
  '<path d="M250 550 C250 330 420 230 580 230 C580 420 470 560 250 550 Z" fill="#fff"/><path d="M260 540 L520 300" stroke="#2d6a4f" stroke-width="14"/>',
  '<path d="M330 250 L560 210 L560 500" stroke="#fff" stroke-width="28" fill="none"/><circle cx="300" cy="540" r="60" fill="#fff"/><circle cx="520" cy="500" r="60" fill="#fff"/><path d="M330 250 L330 540" stroke="#fff" stroke-width="28"/>',
  '<path d="M350 220 L450 220 L450 360 L560 560 Q570 590 540 590 L260 590 Q230 590 240 560 L350 360 Z" fill="#fff"/><path d="M300 500 L500 500" stroke="#023e8a" stroke-width="12"/>',
];
const SYMBOL_BACKGROUNDS: [string, string][] = [
  ['#1f3a5f', '#4f86c6'],
  ['#2d6a4f', '#74c69d'],
  ['#5a189a', '#c77dff'],
  ['#023e8a', '#48cae4'],
];

/** A square picture for project `index` (0–3): its symbol on a gradient. */
export async function drawProjectSymbol(index: number): Promise<Buffer> {
  const [from, to] = SYMBOL_BACKGROUNDS[index % SYMBOL_BACKGROUNDS.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="800" height="800" fill="url(#g)"/>
  ${SYMBOLS[index % SYMBOLS.length]}
</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

import { loadSharp } from '../core/media/sharp.js';

/** Colours and a motif per programme activity, for pictures we draw ourselves (nothing is downloaded). */
export const DEMO_THEMES = [
  { name: 'robotics', from: '#1f3a5f', to: '#4f86c6', accent: '#f6a740' },
  { name: 'garden', from: '#2f6b3a', to: '#9bd07a', accent: '#f4e285' },
  { name: 'music', from: '#5b2a86', to: '#b784e0', accent: '#ffd166' },
  { name: 'science', from: '#0f5257', to: '#3fb8af', accent: '#ff6f59' },
  { name: 'art', from: '#a23b72', to: '#f18f01', accent: '#f5f3bb' },
  { name: 'sports', from: '#c0392b', to: '#f39c12', accent: '#ecf0f1' },
] as const;

function motif(theme: (typeof DEMO_THEMES)[number], seed: number): string {
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = (seed * 97 + i * 173) % 1600;
    const y = (seed * 61 + i * 89) % 900;
    const r = 30 + ((seed + i * 37) % 120);
    const opacity = 0.12 + ((i * 7) % 10) / 40;
    shapes.push(
      i % 3 === 0
        ? `<rect x="${x}" y="${y}" width="${r * 1.6}" height="${r * 1.6}" rx="${r / 4}" fill="${theme.accent}" opacity="${opacity}" transform="rotate(${(i * 23) % 90} ${x} ${y})"/>`
        : `<circle cx="${x}" cy="${y}" r="${r}" fill="${i % 2 ? '#ffffff' : theme.accent}" opacity="${opacity}"/>`,
    );
  }
  return shapes.join('');
}

/** A 1600×900 JPEG picture for a theme; `seed` varies the arrangement. */
export async function drawDemoImage(themeIndex: number, seed: number): Promise<Buffer> {
  const theme = DEMO_THEMES[themeIndex % DEMO_THEMES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>
  <rect width="1600" height="900" fill="url(#g)"/>
  ${motif(theme, seed)}
  <path d="M0 760 Q400 ${660 + (seed % 80)} 800 760 T1600 740 V900 H0 Z" fill="#ffffff" opacity="0.18"/>
</svg>`;
  // SVG is refused from uploads; drawing our own and handing sharp a JPEG is the same path an upload takes.
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

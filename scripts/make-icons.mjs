// Draws the home-screen icons in src/web/public from the favicon's mark (run once after changing
// it: `node scripts/make-icons.mjs`); the PNGs are kept in the repository, as the favicon is.
import sharp from 'sharp';

const MARK = '<circle cx="16" cy="16" r="15" fill="#f59e42"/><path d="M16 7l8 16H8z" fill="#1f3a5f"/><rect x="12.5" y="17" width="7" height="6" fill="#f59e42"/>';
const BRAND = '#1f3a5f';
const OUT = 'src/web/public';

/** The mark alone, or with `pad` units of the brand colour round it (to the square's edges). */
function drawing(pad) {
  const size = 32 + 2 * pad;
  const ground = pad > 0 ? `<rect x="${-pad}" y="${-pad}" width="${size}" height="${size}" fill="${BRAND}"/>` : '';
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${-pad} ${-pad} ${size} ${size}">${ground}${MARK}</svg>`);
}

const png = (pad, size, name) => sharp(drawing(pad), { density: 1200 }).resize(size, size).png({ compressionLevel: 9 }).toFile(`${OUT}/${name}`);

await png(0, 192, 'icon-192.png');
await png(0, 512, 'icon-512.png');
// Maskable: the mark within the safe zone (the middle 80 %), the brand colour to the edges.
await png(8, 512, 'icon-maskable-512.png');
// iOS rounds the corners of an opaque square itself.
await png(3, 180, 'apple-touch-icon.png');

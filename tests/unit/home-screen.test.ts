import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const PUBLIC = join(import.meta.dirname, '../../src/web/public');

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/**
 * The web app manifest that lets a family add the site to a phone's home screen: what a browser
 * asks of it (a name, a start address, standalone display, a 192 px and a 512 px icon, one of
 * them maskable), and every icon it names is there at the size it says.
 */
describe('the home-screen manifest', () => {
  const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as Manifest;
  const html = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

  it('is linked from every page, with an icon for iOS', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
    expect(existsSync(join(PUBLIC, 'apple-touch-icon.png'))).toBe(true);
  });

  it('says what a browser needs to install the site', () => {
    expect(manifest).toMatchObject({ name: 'Agora', short_name: 'Agora', start_url: '/', display: 'standalone' });
    expect(html).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('names icons that are there, at the size it says', async () => {
    for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
      const { width, height, format } = await sharp(join(PUBLIC, icon.src)).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(`image/${format}`, icon.src).toBe(icon.type);
    }
  });
});

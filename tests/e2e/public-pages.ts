import type { Page } from '@playwright/test';

/** The public pages with their document titles and main headings (and file names for screenshots). */
export const PUBLIC_PAGES = [
  { name: 'home', path: '/', title: 'Agora · School activities programme', heading: 'Learning together, after the bell rings' },
  { name: 'about', path: '/about', title: 'About · Agora', heading: 'About us' },
  { name: 'project', path: '/project', title: 'Projects · Agora', heading: 'Projects' },
  { name: 'contact', path: '/contact', title: 'Contact · Agora', heading: 'Contact us' },
  { name: 'privacy', path: '/privacy', title: 'Privacy Policy · Agora', heading: 'Privacy Policy' },
  { name: 'licensing', path: '/licensing', title: 'Licensing · Agora', heading: 'Licensing' },
] as const;

/**
 * Writes a full-page screenshot of what is on screen to test-results/screenshots/<name>.png,
 * once every picture, lazy ones included, has arrived.
 */
export async function screenshotWholePage(page: Page, name: string): Promise<void> {
  // Lazy pictures load as they come near the screen: pass over the whole page first.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true, animations: 'disabled' });
}

import type { Page } from '@playwright/test';
import { chooseLanguage, loadCatalogue, wordsOf } from './catalogue-words.js';
import { ADMIN, expect, signIn, test } from './fixtures.js';
import { PUBLIC_PAGES, screenshotWholePage } from './public-pages.js';

const mainHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

test.describe('the public pages at desktop width', () => {
  test('every header link reaches its page and its heading', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    const targets = [
      { link: 'HOME', url: /\/$/, heading: 'Learning together, after the bell rings' },
      { link: 'ABOUT', url: /\/about$/, heading: 'About us' },
      { link: 'BLOG', url: /\/blog\/1$/, heading: 'Blogs' },
      { link: 'CONTACT US', url: /\/contact$/, heading: 'Contact us' },
      { link: 'SIGN IN', url: /\/signin$/, heading: 'Sign in' },
      { link: 'Agora home', url: /\/$/, heading: 'Learning together, after the bell rings' },
    ];
    for (const target of targets) {
      await header.getByRole('link', { name: target.link, exact: true }).click();
      await expect(page).toHaveURL(target.url);
      await expect(mainHeading(page, target.heading)).toBeVisible();
    }
  });

  test('each item of the PROJECTS menu reaches its project’s page, and All projects the projects page', async ({ page }) => {
    await page.goto('/about');
    for (const n of [1, 2, 3, 4]) {
      await page.getByRole('banner').getByRole('button', { name: 'PROJECTS' }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: `Project ${n}` }).click();
      await expect(page).toHaveURL(new RegExp(`/project/project-${n}$`));
      await expect(mainHeading(page, `Project ${n}`)).toBeVisible();
      await expect(page.getByRole('menu')).toBeHidden();
      await page.goto('/about');
    }
    await page.getByRole('banner').getByRole('button', { name: 'PROJECTS' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'All projects' }).click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(mainHeading(page, 'Projects')).toBeVisible();
  });

  test('the footer links reach their pages and headings', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [link, heading] of [
      ['Privacy Policy', 'Privacy Policy'],
      ['Licensing', 'Licensing'],
      ['About', 'About us'],
      ['Contact', 'Contact us'],
    ] as const) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expect(mainHeading(page, heading)).toBeVisible();
    }
  });

  test('every public page has its own title, whether loaded or reached in the app', async ({ page }) => {
    for (const { path, title, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveTitle('About · Agora');
  });

  test('the coloured band is hidden on /, /about and /project, and shown on the other pages', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      const band = page.getByTestId('header-band');
      if (['/', '/about', '/project'].includes(path)) await expect(band).toBeHidden();
      else await expect(band).toBeVisible();
    }
  });

  test('the call to action leads to the projects page, and each project circle to its project’s own page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Δραστηριότητες' }).click();
    await expect(mainHeading(page, 'Projects')).toBeVisible();
    for (const n of [1, 2, 3, 4]) {
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: `Project ${n}`, exact: true }).click();
      await expect(mainHeading(page, `Project ${n}`)).toBeVisible();
    }
    await page.goto('/');
    await page.getByRole('link', { name: 'Read more about us' }).click();
    await expect(mainHeading(page, 'About us')).toBeVisible();
  });

  test('the first carousel picture is the one the HTML preloads, eager and at high priority', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    const preload = html.match(/<link rel="preload" as="image" href="[^"]*" imagesrcset="([^"]*)" imagesizes="([^"]*)"/);
    expect(preload).not.toBeNull();
    const [, srcset, sizes] = preload!;

    await page.goto('/');
    const first = page.getByRole('group', { name: '1 of 3' }).getByRole('img');
    await expect(first).toHaveAttribute('srcset', srcset!.replaceAll('&amp;', '&'));
    await expect(first).toHaveAttribute('sizes', sizes!);
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('width', /\d+/);
    await expect(first).toHaveAttribute('height', /\d+/);
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  });

  test('the carousel moves on by itself every six seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Pictures of the programme' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true');

    await page.clock.runFor(6000);
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeHidden();
    await expect(carousel.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');

    await page.clock.runFor(6000);
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
    await page.clock.runFor(6000);
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
  });

  test('the carousel has previous, next, slide and pause controls, and rests under the pointer', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Pictures of the programme' });
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Slide 2' }).click();
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();

    // The pointer and the focus are in the carousel: it stays on its picture.
    await page.clock.runFor(13_000);
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();

    // Paused by hand, it stays still when the reader leaves it.
    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await page.getByRole('heading', { name: 'Our projects' }).click();
    await page.clock.runFor(13_000);
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();

    await carousel.getByRole('button', { name: 'Start automatic slide show' }).click();
    await page.getByRole('heading', { name: 'Our projects' }).click();
    await page.clock.runFor(6000);
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
  });

  test('the carousel stays still for readers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Pictures of the programme' });
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.clock.runFor(13_000);
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();
  });

  test('the carousel moves, loads its pictures and answers its controls without the app', async ({ page }) => {
    // The app's framework and entry never arrive: what moves the carousel is the page's boot
    // script and the carousel's own small chunk (carousel-controller.ts), on the server's HTML,
    // as for a visitor whose browser never loads the app.
    await page.route(/\/assets\/(framework|main)-[\w-]+\.js$/, (route) => route.abort());
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Pictures of the programme' });
    await expect(carousel.getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true');

    // Slides 2 and 3 are given their pictures once the first is in: the controller is at work.
    const pictures = carousel.locator('[data-carousel-slide] img');
    await expect(pictures.nth(1)).toHaveAttribute('src', /\/media\//);
    await expect(pictures.nth(2)).toHaveAttribute('src', /\/media\//);

    await page.clock.runFor(6000);
    await expect(carousel.getByRole('group', { name: '2 of 3' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeHidden();

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: '3 of 3' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Slide 1' }).click();
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();

    await carousel.getByRole('button', { name: 'Stop automatic slide show' }).click();
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.getByRole('heading', { name: 'Our projects' }).click();
    await page.clock.runFor(13_000);
    await expect(carousel.getByRole('group', { name: '1 of 3' })).toBeVisible();

    // And no React took the page over (its root would carry React's own __react… key).
    expect(await page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__react')))).toBe(false);
  });

  test('the gallery viewer opens at the chosen picture, moves, and closes with Escape', async ({ page }) => {
    await page.goto('/project');
    const opener = page.getByRole('button', { name: 'Open picture 3 of 6' });
    await opener.click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    await expect(viewer).toContainText('Image 3 of 6');
    await expect(viewer.getByRole('img', { name: 'Gallery picture 3 of 6' })).toBeVisible();

    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByRole('img', { name: 'Gallery picture 4 of 6' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await viewer.getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer.getByRole('img', { name: 'Gallery picture 2 of 6' })).toBeVisible();

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByRole('img', { name: 'Gallery picture 4 of 6' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toContainText('Image 3 of 6');

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();

    // Enter on a picture opens it too.
    await page.getByRole('button', { name: 'Open picture 6 of 6' }).focus();
    await page.keyboard.press('Enter');
    await expect(viewer.getByRole('img', { name: 'Gallery picture 6 of 6' })).toBeVisible();
    await viewer.getByRole('button', { name: 'Close image viewer' }).click();
    await expect(viewer).toBeHidden();
  });

  test('overlays lock the page behind them without breaking the Content-Security-Policy', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto('/project');
    await page.getByRole('button', { name: 'Open picture 1 of 6' }).click();
    await expect(page.getByRole('dialog', { name: 'Image viewer' })).toBeVisible();
    // The page behind cannot scroll while the viewer is open…
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    // …and can again once it is closed.
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    expect(refused).toEqual([]);
  });

  test('the project page returns to the top once more half a second after arriving', async ({ page }) => {
    // The page's clock stands still from the menu on, so "half a second" is the page's, not
    // this busy machine's: the test cannot be too slow to move the page in time.
    await page.clock.install();
    await page.goto('/about');
    // A visitor's pointer reaching PROJECTS brings the app (decision 0060); it must run before the clock stops.
    await page.getByRole('banner').getByRole('button', { name: 'PROJECTS' }).hover();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('running');
    await page.getByRole('banner').getByRole('button', { name: 'PROJECTS' }).click();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.getByRole('menuitem', { name: 'All projects' }).click();
    await expect(mainHeading(page, 'Projects')).toBeVisible();
    // The closing menu hands focus back to PROJECTS, at the top, on its next tick.
    await page.clock.runFor(100);
    // Something moves the page while it settles…
    const moved = await page.evaluate(() => {
      window.scrollTo(0, 400);
      return window.scrollY;
    });
    expect(moved).toBeGreaterThan(0);
    await page.clock.runFor(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(moved);
    // …and at half a second the reset puts it back.
    await page.clock.runFor(100);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the contact form refuses empty and malformed input and stores a good message', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent.push(request.method());
    });
    await page.goto('/contact');
    const name = page.getByLabel('Name');
    const email = page.getByLabel('Email');
    const message = page.getByLabel('Message');
    const send = page.getByRole('button', { name: 'Send message' });

    // Empty: the form itself refuses, in its own words beside each field, from the first.
    await send.click();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(email).toHaveAccessibleDescription('Please enter your email address.');
    await expect(message).toHaveAccessibleDescription('Please write a message.');
    await expect(page.getByText('Please write a message.')).toBeVisible();
    expect(sent).toEqual([]);

    // What only the server can tell: a blank name and an address without a domain.
    await name.fill('   ');
    await email.fill('ana@example');
    await message.fill('Hello!');
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please check the information you entered.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please enter your name.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address, such as name@example.com.');
    await expect(message).not.toHaveAttribute('aria-invalid');
    await expect(name).toBeFocused();
    // What was typed is still there.
    await expect(email).toHaveValue('ana@example');
    await expect(message).toHaveValue('Hello!');

    const text = `Could my class visit the school garden? (${Date.now()})`;
    await name.fill('Ana Petrou');
    await email.fill('ana.petrou@example.com');
    await message.fill(text);
    await send.click();
    await expect(page.getByRole('status')).toContainText('Thank you!');
    await expect(page.getByRole('status')).toContainText('We will answer by email');
    await expect(name).toBeHidden();
    expect(sent).toEqual(['POST', 'POST']);

    await signIn(page, ADMIN);
    const response = await page.request.get('/api/admin/contact-messages');
    expect(response.status()).toBe(200);
    const { messages } = (await response.json()) as { messages: { name: string; email: string; message: string }[] };
    expect(messages).toContainEqual(expect.objectContaining({ name: 'Ana Petrou', email: 'ana.petrou@example.com', message: text }));
  });

  test('in Greek, the contact form answers an empty send and a malformed address in Greek beside the fields', async ({ page, baseURL }) => {
    const el = await loadCatalogue('el');
    const w = (key: string) => wordsOf(el, key);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) sent.push(request.method());
    });
    await chooseLanguage(page.context(), baseURL!, 'el');
    await page.goto('/contact');
    const name = page.getByLabel(w('contact.name'), { exact: true });
    const email = page.getByLabel(w('contact.email'), { exact: true });
    const message = page.getByLabel(w('contact.message'), { exact: true });
    const send = page.getByRole('button', { name: w('contact.send') });
    await expect(name).toHaveJSProperty('form.noValidate', true);

    await message.fill('Γεια σας!');
    await send.click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(w('fieldErrors.contact_name_required'))).toBeVisible();
    await expect(name).toHaveAccessibleDescription(w('fieldErrors.contact_name_required'));
    await expect(email).toHaveAccessibleDescription(w('fieldErrors.contact_email_required'));
    await expect(message).not.toHaveAttribute('aria-invalid');

    await name.fill('Άννα');
    await email.fill('anna.example.com');
    await send.click();
    await expect(email).toBeFocused();
    await expect(page.getByText(w('fieldErrors.email_example'))).toBeVisible();
    await expect(name).not.toHaveAttribute('aria-invalid');
    // Nothing typed was lost, and nothing was sent.
    await expect(name).toHaveValue('Άννα');
    await expect(email).toHaveValue('anna.example.com');
    await expect(message).toHaveValue('Γεια σας!');
    expect(sent).toEqual([]);
  });

  test('the contact form shows a refusal to send more as the server words it, keeping the text', async ({ page }) => {
    // Answered here, so that the real limit of five messages is left to the test above.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/contact', async (route) => {
      await answered;
      await route.fulfill({
        status: 429,
        json: { error: { code: 'too_many_requests', message: 'Too many attempts. Please wait 9 minutes and try again.' } },
      });
    });
    await page.goto('/contact');
    await page.getByLabel('Name').fill('Ana Petrou');
    await page.getByLabel('Email').fill('ana.petrou@example.com');
    await page.getByLabel('Message').fill('A second message.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer();
    await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait 9 minutes and try again.');
    await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
    await expect(page.getByLabel('Message')).toHaveValue('A second message.');
  });

  test('screenshots of every public page at 1280 px', async ({ page }) => {
    for (const { name, path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(mainHeading(page, heading)).toBeVisible();
      await screenshotWholePage(page, `${name}-desktop`);
    }
  });
});

// Injection: markup and script payloads in user-written text (a post's title and content, a
// contact message, a volunteer's name, a banner heading) are shown as text on every screen that
// shows them, and nothing runs: no native dialog opens, no global is set, no element is made.
// Hostile links and images put straight into storage (localStorage `events`, the banners in
// IndexedDB) never reach an href or src.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { api, putInIndexedDb, signIn } from './reliability-helpers';

const IMG = '<img src=x onerror="window.__pwned=1">';
const SCRIPT = '<script>window.__pwned=1</script>';
const POST_ID = 1736935299000;

/** Fails on any native dialog and checks after each screen that nothing ran. */
function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async function nothingRan(screen: string) {
    expect(dialogs, `native dialogs on ${screen}`).toEqual([]);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned), `window.__pwned on ${screen}`).toBeUndefined();
    await expect(page.locator('img[src="x"]'), `an <img src=x> element on ${screen}`).toHaveCount(0);
    const injectedScripts = await page.evaluate(
      () => [...document.querySelectorAll('script')].filter((s) => (s.textContent ?? '').includes('__pwned')).length,
    );
    expect(injectedScripts, `a <script> with the payload on ${screen}`).toBe(0);
  };
}

async function expectText(page: Page, text: string, screen: string) {
  await expect(page.getByText(text, { exact: false }).first(), `'${text}' shown as text on ${screen}`).toBeVisible();
}

test.describe('injection: user-written text is shown as text and never runs', () => {
  test("a post's title and content on the events list, the blog page and the admin posts table", async ({ app, page }) => {
    const nothingRan = watch(page);
    await page.addInitScript(
      ({ id, img, script }) => {
        // Init scripts also run in frames (the map embed); only the app's own document matters.
        if (window !== window.top) return;
        if (sessionStorage.getItem('__postSeeded')) return;
        sessionStorage.setItem('__postSeeded', '1');
        const post = {
          id,
          title: `${img} ${script}`,
          slug: 'injected-post',
          category: 'Education',
          date: '2026-04-01',
          image: '/images/events/event-1.jpg',
          detailsImage: '/images/events/event-1.jpg',
          galleryImages: [],
          description: `${img} in the description`,
          content: `${script} opens the content.\n\n${img} ends it.`,
          tags: [img],
          highlights: [script],
          createdAt: '2026-04-01T10:00:00.000Z',
          isLatest: true,
          author: 'Admin',
          status: 'published',
        };
        localStorage.setItem('events', JSON.stringify([post]));
        localStorage.setItem('categories', JSON.stringify([{ id: 'education', name: 'Education', slug: 'education', count: 1 }]));
      },
      { id: POST_ID, img: IMG, script: SCRIPT },
    );

    await app.goto('/events');
    await expectText(page, IMG, '/events');
    await nothingRan('/events');

    await app.goto(`/blog/${POST_ID}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${POST_ID}$`));
    await expectText(page, IMG, 'the blog page');
    await expectText(page, `${SCRIPT} opens the content.`, 'the blog page content');
    await nothingRan('the blog page');

    await app.goto('/category/education');
    await expectText(page, IMG, '/category/education');
    await nothingRan('/category/education');

    await signIn(page);
    await app.goto('/admin/dashboard?tab=blog-posts');
    await expectText(page, IMG, 'the admin Blog Posts section');
    await nothingRan('the admin Blog Posts section');

    await app.goto('/admin/blog-posts');
    await expectText(page, IMG, '/admin/blog-posts');
    await nothingRan('/admin/blog-posts');
  });

  test('a contact message in the admin Messages and Contact Forms tabs and its details', async ({ app, page }) => {
    const nothingRan = watch(page);
    await app.goto('/contact', { reset: true });
    const sent = await api(page, 'POST', '/api/contact-forms', {
      json: { name: `${IMG} Mallory`, email: 'mallory@example.org', subject: SCRIPT, message: `${IMG} ${SCRIPT} please reply` },
    });
    expect(sent.status).toBe(201);
    await signIn(page);

    for (const tab of ['contacts', 'contact-forms']) {
      await app.goto(`/admin/dashboard?tab=${tab}`);
      await expectText(page, `${IMG} Mallory`, `the ${tab} tab`);
      await nothingRan(`the ${tab} tab`);
    }
    const card = page.getByRole('article', { name: `${IMG} Mallory` });
    await card.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog');
    await expect(details).toBeVisible();
    await expect(details.getByText(`${IMG} ${SCRIPT} please reply`, { exact: false })).toBeVisible();
    await nothingRan('the message details');
  });

  test("a volunteer's name in the admin volunteers table and details", async ({ app, page }) => {
    const nothingRan = watch(page);
    await app.goto('/volunteer', { reset: true });
    const sent = await api(page, 'POST', '/api/volunteers', {
      json: {
        name: `${IMG} ${SCRIPT}`,
        email: 'mallory@example.org',
        phone: '+44 7700 900123',
        address: '1 High Street, London, UK',
        age: 30,
        skills: IMG,
        availability: 'Weekends',
        motivation: SCRIPT,
      },
    });
    expect(sent.status).toBe(201);
    await signIn(page);
    await app.goto('/admin/dashboard?tab=volunteers');
    await expectText(page, IMG, 'the Volunteers tab');
    await nothingRan('the Volunteers tab');

    const row = page.getByRole('row').filter({ hasText: 'mallory@example.org' });
    await row.getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog');
    await expect(details).toBeVisible();
    await expect(details.getByText(IMG, { exact: false }).first()).toBeVisible();
    await nothingRan('the volunteer details');
  });

  test('a banner heading on the home hero, the admin banners table and the banner preview', async ({ app, page }) => {
    const nothingRan = watch(page);
    await app.goto('/', { reset: true });
    const token = await signIn(page);
    const created = await api<{ id: number }>(page, 'POST', '/api/banner', {
      token,
      json: {
        title: `${IMG} ${SCRIPT}`,
        sub_heading: SCRIPT,
        description: `${IMG} description`,
        text_alignment: 'center',
        is_active: true,
        image_url: '/images/banners/banner-1.jpg',
      },
    });
    expect(created.status, created.body?.message).toBe(201);
    const id = created.body?.data?.id;

    await app.goto('/');
    // The newest active banner comes first.
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(`${IMG} ${SCRIPT}`);
    await nothingRan('the home hero');

    await app.goto('/admin/dashboard?tab=banner');
    await expectText(page, IMG, 'the Banner tab');
    await nothingRan('the Banner tab');

    await app.goto(`/banner-preview/${id}`);
    await expectText(page, IMG, 'the banner preview');
    await nothingRan('the banner preview');
  });

  test('hostile links and images in stored events and banners never reach an href or src', async ({ app, page }) => {
    const nothingRan = watch(page);
    const HOSTILE_URL = /javascript:|vbscript:|data:text|evil\.example/i;
    const unsafeUrls = () =>
      page.evaluate(
        (source) =>
          [...document.querySelectorAll('[href], [src]')]
            .flatMap((el) => [el.getAttribute('href'), el.getAttribute('src')])
            .filter((url): url is string => url !== null && new RegExp(source, 'i').test(url)),
        HOSTILE_URL.source,
      );
    const good = {
      id: 1736935299001,
      title: 'A Post Stored Safely',
      slug: 'a-post-stored-safely',
      category: 'Education',
      date: '2026-04-02',
      image: '/images/events/event-1.jpg',
      detailsImage: '/images/events/event-2.jpg',
      galleryImages: ['/images/gallery/gallery-01.jpg', '/images/gallery/gallery-02.jpg'],
      description: 'Its links and images follow the rules.',
      content: 'Nothing to see.',
      tags: [],
      highlights: [],
      createdAt: '2026-04-02T10:00:00.000Z',
      isLatest: true,
      author: 'Admin',
      status: 'published',
    };
    // Ids apart from good.id (POST_ID + 1): each post has its own page.
    const hostile = [
      { ...good, id: POST_ID, title: 'Hostile Image Post', slug: 'hostile-1', image: 'javascript:alert(1)' },
      { ...good, id: POST_ID + 10, title: 'Hostile Details Post', slug: 'hostile-2', detailsImage: 'data:text/html,<script>alert(1)</script>' },
      {
        ...good,
        id: POST_ID + 11,
        title: 'Hostile Gallery Post',
        slug: 'hostile-3',
        galleryImages: ['/images/gallery/gallery-01.jpg', '//evil.example/x.jpg'],
      },
    ];
    await page.addInitScript(
      (events) => {
        if (window !== window.top) return;
        if (sessionStorage.getItem('__urlsSeeded')) return;
        sessionStorage.setItem('__urlsSeeded', '1');
        localStorage.setItem('events', JSON.stringify(events));
      },
      [good, ...hostile],
    );

    await app.goto('/events');
    await expect(page.getByRole('heading', { name: good.title }).first()).toBeVisible();
    // The posts are kept and shown; only their refused images are left out (the placeholder shows).
    for (const post of hostile) await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
    expect(await unsafeUrls(), 'hostile URLs on /events').toEqual([]);
    await nothingRan('/events');

    await app.goto(`/blog/${good.id}`);
    await expect(page.getByRole('heading', { level: 1, name: good.title })).toBeVisible();
    expect(await unsafeUrls(), 'hostile URLs on the blog page').toEqual([]);

    for (const post of hostile) {
      await app.goto(`/blog/${post.id}`);
      await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
      expect(await unsafeUrls(), `hostile URLs on the page of ${post.title}`).toEqual([]);
    }

    await app.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await unsafeUrls(), 'hostile URLs on the home page').toEqual([]);

    // The only banner, written straight into the mock db (db 'charity-foundation', store 'db', one key per record).
    const banner = {
      id: 1,
      image_url: 'data:text/html,<script>alert(1)</script>',
      sub_heading: '',
      title: 'A Tampered Banner',
      description: 'Written behind the API.',
      button_text: 'Click Me',
      link_url: 'javascript:alert(1)',
      text_alignment: 'center',
      is_active: true,
      created_at: '2026-06-01T00:00:00.000Z',
    };
    await putInIndexedDb(page, `r:banners:${String(banner.id).padStart(16, '0')}`, banner, 'r:banners:');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'A Tampered Banner' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Click Me' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Featured campaigns' }).getByRole('link', { name: 'Donate Now' })).toBeVisible();
    expect(await unsafeUrls(), 'hostile URLs in the home hero').toEqual([]);
    await nothingRan('the home hero');
  });
});

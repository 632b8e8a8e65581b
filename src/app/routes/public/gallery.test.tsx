import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/testing/vitest-backend';
import { api } from '@mocks/testing/api';
import { ok } from '@mocks/core/responses';
import { storageKeys } from '@/lib/storage';
import { configure, renderApp, screen, within } from '@/testing/test-utils';

// Route chunks load lazily; on a busy machine the first render can take over a second.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // The donation popup (tested in popups.test.tsx) opens after 2 s and would cover slow tests.
  sessionStorage.setItem(storageKeys.donationPopupSeen, 'true');
});

async function thumbnails() {
  const section = await screen.findByRole('region', { name: 'Moments From the Field' });
  return within(section).findAllByRole('button');
}

describe('gallery page', () => {
  it('asks for 12 images and shows them', async () => {
    let asked: string | null = null;
    server.use(
      http.get(api('/api/gallery'), ({ request }) => {
        asked = new URL(request.url).searchParams.get('limit');
        return ok([
          { id: 5, image_url: '/uploads/5.png', title: 'Uploaded photo', description: '', category: 'general', is_featured: false, display_order: 0, created_at: '2026-01-01T00:00:00.000Z' },
          { id: 6, image_url: '/images/gallery/gallery-02.jpg', title: 'Stored photo', description: 'With a caption', category: 'events', is_featured: false, display_order: 1, created_at: '2026-01-01T00:00:00.000Z' },
        ]);
      }),
    );
    renderApp('/gallery');
    const thumbs = await thumbnails();
    expect(thumbs.map((thumb) => within(thumb).getByRole('img').getAttribute('alt'))).toEqual(['Uploaded photo', 'Stored photo']);
    // Spec: gallery uploads are loaded through the /api prefix.
    expect(within(thumbs[0]).getByRole('img')).toHaveAttribute('src', '/api/uploads/5.png');
    expect(within(thumbs[1]).getByRole('img')).toHaveAttribute('src', '/images/gallery/gallery-02.jpg');
    expect(asked).toBe('12');
  });

  it('shows the first 12 images of the mock backend', async () => {
    renderApp('/gallery');
    expect(await thumbnails()).toHaveLength(12);
  });

  it('shows 12 placeholder images when the load fails', async () => {
    sessionStorage.setItem(storageKeys.mockScenario, 'api-down');
    renderApp('/gallery');
    const thumbs = await thumbnails();
    expect(thumbs).toHaveLength(12);
    expect(within(thumbs[0]).getByRole('img', { name: 'Walking to school together' })).toHaveAttribute(
      'src',
      '/images/gallery/gallery-01.jpg',
    );
    expect(within(thumbs[11]).getByRole('img', { name: 'Our volunteer team' })).toBeInTheDocument();
  });

  it('says so when the gallery has no images', async () => {
    server.use(http.get(api('/api/gallery'), () => ok([])));
    renderApp('/gallery');
    expect(await screen.findByText('No images in the gallery yet.')).toBeInTheDocument();
  });

  it('previews an image full size with looping previous and next', async () => {
    sessionStorage.setItem(storageKeys.mockScenario, 'api-down');
    const { user } = renderApp('/gallery');
    const thumbs = await thumbnails();
    await user.click(thumbs[11]);
    const dialog = screen.getByRole('dialog', { name: 'Our volunteer team' });
    expect(within(dialog).getByText('The volunteers who make every project possible.')).toBeInTheDocument();
    expect(within(dialog).getByText('Image 12 of 12')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('dialog', { name: 'Walking to school together' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('dialog', { name: 'Our volunteer team' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Walking to school together' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

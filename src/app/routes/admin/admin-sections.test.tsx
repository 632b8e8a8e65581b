import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { act, render, screen } from '@/testing/test-utils';
import { adminSections, preloadAdminSection } from './admin-sections';

function renderSection(Section: React.ComponentType) {
  return render(
    <AppProvider>
      <Suspense fallback={<p>Section code loading</p>}>
        <Section />
      </Suspense>
    </AppProvider>,
  );
}

describe('admin sections', () => {
  it('a section whose code was preloaded renders at once, without suspending', async () => {
    preloadAdminSection('gallery');
    await import('@/features/gallery/components/gallery-section');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    renderSection(adminSections.gallery);
    // No fallback: React would otherwise hold the section back for 300 ms after showing it.
    expect(screen.queryByText('Section code loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add New Image' })).toBeInTheDocument();
  });

  it('a section not loaded yet suspends, then shows', async () => {
    renderSection(adminSections.admin);
    expect(screen.getByText('Section code loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Create Admin' }, { timeout: 4000 })).toBeInTheDocument();
  });
});

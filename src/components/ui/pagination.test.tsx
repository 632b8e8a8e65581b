import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageItems, paginate } from './paginate';
import { Pagination } from './pagination';

afterEach(cleanup);

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('slices a page and counts pages', () => {
    expect(paginate(items, 2, 9)).toEqual({ items: [10, 11, 12, 13, 14, 15, 16, 17, 18], page: 2, pageCount: 3, total: 23 });
    expect(paginate(items, 3, 9).items).toEqual([19, 20, 21, 22, 23]);
  });

  it('clamps the page', () => {
    expect(paginate(items, 99, 9).page).toBe(3);
    expect(paginate(items, 99, 9).items).toEqual([19, 20, 21, 22, 23]);
    expect(paginate(items, 0, 9).page).toBe(1);
    expect(paginate(items, -4, 9).items[0]).toBe(1);
    expect(paginate(items, Number.NaN, 9).page).toBe(1);
  });

  it('treats an empty list as one empty page', () => {
    expect(paginate([], 3, 5)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('returns everything on one page for a missing or invalid page size', () => {
    expect(paginate(items, 1, 0)).toMatchObject({ pageCount: 1, total: 23 });
    expect(paginate(items, 1, Number.POSITIVE_INFINITY).items).toHaveLength(23);
  });
});

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('collapses long ranges with ellipses', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });
});

function Controlled({ pageCount, initial = 1 }: { pageCount: number; initial?: number }) {
  const [page, setPage] = useState(initial);
  return <Pagination page={page} pageCount={pageCount} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('has Previous, numbered pages and Next, with the current page marked', () => {
    render(<Controlled pageCount={3} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const names = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Previous', '1', '2', '3', 'Next']);
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('moves with Next, Previous and the numbers', async () => {
    const user = userEvent.setup();
    render(<Controlled pageCount={3} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('does not report a click on the current page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={4} onPageChange={onPageChange} label="Events pages" />);
    expect(screen.getByRole('navigation', { name: 'Events pages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('shows ellipses for many pages', () => {
    render(<Controlled pageCount={50} initial={25} />);
    const nav = screen.getByRole('navigation');
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '24', '25', '26', '50', 'Next']);
    expect(nav).toHaveTextContent('…');
  });
});

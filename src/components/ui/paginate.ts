export type Page<T> = {
  items: T[];
  /** The page actually shown (1-based, clamped to 1..pageCount). */
  page: number;
  /** At least 1, so an empty list is one empty page. */
  pageCount: number;
  total: number;
};

/** Slices one page out of `items`; out-of-range or non-numeric pages are clamped. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const total = items.length;
  const size = Number.isFinite(pageSize) && pageSize > 0 ? Math.floor(pageSize) : Math.max(total, 1);
  const pageCount = Math.max(1, Math.ceil(total / size));
  const requested = Number.isFinite(page) ? Math.trunc(page) : 1;
  const current = Math.min(Math.max(requested, 1), pageCount);
  const start = (current - 1) * size;
  return { items: items.slice(start, start + size), page: current, pageCount, total };
}

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The page buttons to show: all pages when there are few, else the first, the last and
 * `siblings` pages each side of the current one, with ellipses for the gaps
 * (1 … 4 5 6 … 20). The list length stays constant (2 * siblings + 5) so buttons do not jump.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

  const leftSibling = Math.max(current - siblings, 1);
  const rightSibling = Math.min(current + siblings, pageCount);
  const showStartEllipsis = leftSibling > 3;
  const showEndEllipsis = rightSibling < pageCount - 2;
  const edgeCount = 3 + 2 * siblings; // pages shown on the side without an ellipsis

  if (!showStartEllipsis && showEndEllipsis) return [...range(1, edgeCount), 'end-ellipsis', pageCount];
  if (showStartEllipsis && !showEndEllipsis) return [1, 'start-ellipsis', ...range(pageCount - edgeCount + 1, pageCount)];
  return [1, 'start-ellipsis', ...range(leftSibling, rightSibling), 'end-ellipsis', pageCount];
}

import { faChevronLeft, faChevronRight } from '@fortawesome/free-solid-svg-icons';
import { Icon } from './icon';
import { pageItems } from './paginate';
import './pagination.css';

export type PaginationProps = {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the <nav>. */
  label?: string;
  /** Pages shown each side of the current one before collapsing. */
  siblings?: number;
  className?: string;
};

/** Previous, numbered pages and Next; nothing at all when there is a single page. */
export function Pagination({ page, pageCount, onPageChange, label = 'Pagination', siblings = 1, className }: PaginationProps) {
  if (!(pageCount > 1)) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };

  return (
    <nav aria-label={label} className={['ui-pagination', className].filter(Boolean).join(' ')}>
      <ul className="ui-pagination__list">
        <li>
          <button type="button" className="ui-pagination__button" disabled={current <= 1} onClick={() => go(current - 1)}>
            <Icon name={faChevronLeft} className="ui-pagination__arrow" />
            Previous
          </button>
        </li>
        {pageItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button type="button" className="ui-pagination__button" aria-current={item === current ? 'page' : undefined} onClick={() => go(item)}>
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className="ui-pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button type="button" className="ui-pagination__button" disabled={current >= pageCount} onClick={() => go(current + 1)}>
            Next
            <Icon name={faChevronRight} className="ui-pagination__arrow" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

import { Button } from '@/components/button';
import type { TPageChange, TPageInfo } from '@/components/list/page-info';

type TPaginationProps = {
  pageInfo: TPageInfo;
  onPageChange: TPageChange;
};

/**
 * Spec section 2: 'Page X of Y' with Previous and Next; an empty list still reads 'Page 1 of 1'. When the server
 * only estimates the total (a very common search term), it reads 'Page X of about Y'. The buttons follow the
 * server's cursors, so Next stops where the rows do even where an estimate promised more.
 */
export function Pagination({ pageInfo, onPageChange }: TPaginationProps) {
  const { page, totalPages, totalExact, next, previous } = pageInfo;
  // An estimate can fall short of the page already reached; that page is then the best guess of the end.
  const last = totalExact ? Math.max(totalPages, 1) : Math.max(totalPages, page, 1);
  const label = `Page ${Math.min(page, last)} of ${totalExact ? '' : 'about '}${last}`;

  const goBack = () => {
    // From a page past the end (rows removed since the link was made) the server's `previous` is the last page.
    if (previous !== null) onPageChange(Math.min(page - 1, last), previous);
  };
  const goForward = () => {
    if (next !== null) onPageChange(page + 1, next);
  };

  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
      <p className="text-sm text-gray-700">{label}</p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1 || previous === null} onClick={goBack}>
          Previous
        </Button>
        <Button variant="secondary" disabled={next === null} onClick={goForward}>
          Next
        </Button>
      </div>
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { singlePage, type TPageChange, type TPageInfo } from '@/components/list/page-info';
import { Pagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';

type TListCardProps = {
  /** The search box's title and what it searches; no search box without it. */
  search?: { title: string; value: string; onSearch: (term: string) => void; placeholder?: string };
  /** A title bar for a list without a search box. */
  heading?: string;
  /** When the list could not be fetched: the spec's text for this list, and a way to try again. */
  error: { text: string; onRetry: () => void } | null;
  /** The list's answer (its page information is read from it), or undefined before the first one: 'Page 1 of 1'. */
  pageInfo: TPageInfo | undefined;
  onPageChange: TPageChange;
  /** The table (components/list/list-table), shown when there is no error. */
  children: ReactNode;
};

/** The frame every list page shares: search box, the table or its error with Try again, and the page bar. */
export function ListCard({ search, heading, error, pageInfo, onPageChange, children }: TListCardProps) {
  return (
    <div className="mt-6 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-xs">
      {search ? (
        <SearchBox
          title={search.title}
          value={search.value}
          onSearch={search.onSearch}
          {...(search.placeholder ? { placeholder: search.placeholder } : {})}
        />
      ) : heading ? (
        <h2 className="border-b border-gray-200 px-4 py-3 text-base font-semibold text-gray-900">{heading}</h2>
      ) : null}
      {error ? (
        <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
          <p className="text-sm text-red-700">{error.text}</p>
          <Button variant="secondary" onClick={error.onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        children
      )}
      {/*
        Until the first answer the bar holds its place unseen: shown under the loading rows, it was pushed down (off
        a phone's screen) when the taller rows arrived, a layout shift of 0.088 on the list's first load.
      */}
      <div className={`border-t border-gray-200 px-4 ${pageInfo || error ? '' : 'invisible'}`}>
        <Pagination pageInfo={pageInfo ?? singlePage} onPageChange={onPageChange} />
      </div>
    </div>
  );
}

import { MagnifyingGlassIcon, XMarkIcon } from '@heroicons/react/20/solid';
import { useId, useState, type ReactNode } from 'react';
import { useDebouncedCallback } from '@/hooks/use-debounced-callback';

/** Spec section 9: the search waits this long after the last key before it asks the server. */
export const SEARCH_WAIT_MS = 500;

type TSearchBoxProps = {
  /** The title bar above the list. */
  title: string;
  /** The search in force (from the URL); a Back or a link changes it from outside. */
  value: string;
  /** Called with the trimmed term once typing pauses; '' means no search. */
  onSearch: (term: string) => void;
  label?: string;
  placeholder?: string;
  /** Controls shown in the title bar beside the search (a button, say). */
  children?: ReactNode;
};

export function SearchBox({
  title,
  value,
  onSearch,
  label = 'Search',
  placeholder = 'Name, reference or status',
  children,
}: TSearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const search = useDebouncedCallback((term: string) => onSearch(term.trim()), SEARCH_WAIT_MS);

  // A search that changed from outside (Back, a link) replaces what the box shows, unless it already says that.
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== text.trim()) setText(value);
  }

  const clear = () => {
    search.cancel();
    setText('');
    onSearch('');
  };

  return (
    <div className="flex flex-col gap-3 border-b border-gray-200 bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <h2 className="text-base font-semibold text-gray-900">{title}</h2>
      <div className="flex min-w-0 items-center gap-3 sm:flex-1 sm:justify-end">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <div className="relative w-full sm:max-w-sm">
          <MagnifyingGlassIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-gray-400"
          />
          <input
            id={inputId}
            type="search"
            value={text}
            placeholder={placeholder}
            onChange={(event) => {
              setText(event.target.value);
              search.run(event.target.value);
            }}
            // Leaving the box (for a row, a link) searches at once: a search landing half a second later could
            // undo what the person went on to do, such as following a link to another page.
            onBlur={search.flush}
            className="block w-full rounded-md border border-gray-300 bg-white py-2 pr-11 pl-8 text-base text-gray-900 shadow-xs sm:text-sm touch:min-h-11 placeholder:text-gray-500 focus:border-green-600 focus:outline-2 focus:outline-green-600/30 [&::-webkit-search-cancel-button]:hidden"
          />
          {text ? (
            <button
              type="button"
              aria-label="Clear search"
              // Keeps the focus in the box, so leaving it does not first search for what is being cleared.
              onMouseDown={(event) => event.preventDefault()}
              onClick={clear}
              className="absolute top-1/2 right-1 flex size-8 -translate-y-1/2 touch:right-0 touch:size-11 items-center justify-center rounded text-gray-500 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-green-600"
            >
              <XMarkIcon aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}

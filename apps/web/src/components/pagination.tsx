import { Button } from '@/components/button';

type TPaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** Spec section 2: 'Page X of Y' with Previous and Next; an empty list still reads 'Page 1 of 1'. */
export function Pagination({ page, totalPages, onPageChange }: TPaginationProps) {
  const last = Math.max(totalPages, 1);
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-4 py-3">
      <p className="text-sm text-gray-700">
        Page {Math.min(page, last)} of {last}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button variant="secondary" disabled={page >= last} onClick={() => onPageChange(page + 1)}>
          Next
        </Button>
      </div>
    </nav>
  );
}

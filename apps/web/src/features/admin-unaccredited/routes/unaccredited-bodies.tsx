import type { TUnaccreditedInstitution } from '@docverify/contract/fraud-signals/unaccredited';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SearchBox } from '@/components/search-box';
import { errorMessage } from '@/lib/http';
import { useRemoveUnaccredited, useUnaccreditedList } from '@/features/admin-unaccredited/api/unaccredited';
import { AddBodyForm } from '@/features/admin-unaccredited/components/add-body-form';
import { BodyList } from '@/features/admin-unaccredited/components/body-list';
import { ImportForm } from '@/features/admin-unaccredited/components/import-form';

const title = 'Unaccredited awarding bodies';

/**
 * /admin/unaccredited (decision 024): the published lists of unaccredited awarding bodies the service checks
 * requests against. A request naming one is flagged to whoever decides it; nothing is decided automatically.
 */
export function Component() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<TUnaccreditedInstitution | null>(null);
  const list = useUnaccreditedList(page, search);
  const remove = useRemoveUnaccredited();
  const data = list.data;

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setRemoving(null);
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not remove the body')),
    });
  };

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-6xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <p className="mt-2 max-w-3xl text-sm text-gray-600">
        A request naming a body on this list is flagged to its verifier and to administrators, with the source below.
        Nothing is decided automatically: the person deciding weighs it.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-gray-200 lg:col-span-2">
          <SearchBox
            title="On the list"
            label="Search the list"
            placeholder="Any part of a name"
            value={search}
            onSearch={(term) => {
              setSearch(term);
              setPage(1);
            }}
          />
          {list.isError ? (
            <p role="alert" className="p-4 text-sm text-red-700">
              {errorMessage(list.error, 'Could not load the list')}
            </p>
          ) : !data ? (
            <p role="status" className="p-4 text-sm text-gray-600">
              Loading the list…
            </p>
          ) : data.data.length === 0 ? (
            <p className="p-4 text-sm text-gray-600">
              {search ? 'No body on the list matches this search.' : 'The list is empty.'}
            </p>
          ) : (
            <BodyList entries={data.data} onRemove={setRemoving} />
          )}
          {data && data.totalPages > 1 ? (
            <nav aria-label="Pages" className="flex items-center justify-between gap-3 border-t border-gray-200 p-3">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <p className="text-sm text-gray-700">
                Page {data.page} of {data.totalPages} ({data.total} bodies)
              </p>
              <Button variant="secondary" disabled={page >= data.totalPages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </div>
        <div className="space-y-6">
          <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
            <AddBodyForm />
          </div>
          <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
            <ImportForm />
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove from the list?"
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        Requests naming “{removing?.name}” will no longer be flagged.
      </ConfirmDialog>
    </section>
  );
}

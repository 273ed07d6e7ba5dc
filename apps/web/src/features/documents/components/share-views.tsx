import { shareViewOutcomeLabels } from '@docverify/contract/shares/shares';
import { Button } from '@/components/button';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { useShareViews } from '@/features/documents/api/share-views';

/** "Who checked, when": every opening of the request's links, newest first, kept twelve months (decision 023). */
export function ShareViews({ docId }: { docId: string }) {
  const views = useShareViews(docId);
  const rows = views.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby="share-views-title" className="space-y-3">
      <h4 id="share-views-title" className="text-sm font-semibold text-gray-900">
        Who checked, when
      </h4>
      <p className="text-xs text-gray-600">
        We keep the time, the link, the browser and a rough network for twelve months; never a full address.
      </p>
      {views.isPending ? (
        <p className="text-sm text-gray-500">Loading who checked…</p>
      ) : views.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(views.error, 'Could not load who checked')}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-gray-700">Nobody has opened your links yet.</p>
      ) : (
        <ol aria-label="Who checked, when" className="divide-y divide-gray-200 rounded-lg border border-gray-200">
          {rows.map((view) => (
            <li key={view.id} className="space-y-0.5 p-3 text-sm">
              <p className="font-medium text-gray-900">{formatDateTime(view.viewed_at)}</p>
              <p className="text-gray-700">
                {view.share_label}: {shareViewOutcomeLabels[view.outcome]}
              </p>
              <p className="text-gray-600">
                {view.browser}, network {view.network_hint}
              </p>
            </li>
          ))}
        </ol>
      )}
      {views.hasNextPage ? (
        <Button variant="secondary" pending={views.isFetchingNextPage} onClick={() => void views.fetchNextPage()}>
          Show more
        </Button>
      ) : null}
    </section>
  );
}

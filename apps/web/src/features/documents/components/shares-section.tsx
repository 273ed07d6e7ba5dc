import { errorMessage } from '@/lib/http';
import { useShareLinks } from '@/features/documents/api/share-links';
import { NewShareForm } from '@/features/documents/components/new-share-form';
import { ShareLink } from '@/features/documents/components/share-link';
import { ShareViews } from '@/features/documents/components/share-views';

/**
 * A verified request's share links (decision 023): each link the owner gave out, a new one for the next
 * recipient, and who opened them. Actions follow what the server allows (`can`).
 */
export function SharesSection({ docId }: { docId: string }) {
  const shares = useShareLinks(docId);

  return (
    <div className="space-y-6">
      <section aria-labelledby="share-links-title" className="space-y-3">
        <h4 id="share-links-title" className="text-sm font-semibold text-gray-900">
          Share links
        </h4>
        <p className="text-sm text-gray-700">
          Anyone with a link can see the verification result. Make one per recipient, so you can revoke it alone.
        </p>
        {shares.isPending ? (
          <p className="text-sm text-gray-500">Loading your links…</p>
        ) : shares.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(shares.error, 'Could not load your links')}
          </p>
        ) : (
          <>
            <ul aria-label="Share links" className="space-y-3">
              {shares.data.data.shares.map((share) => (
                <ShareLink key={share.id} docId={docId} share={share} />
              ))}
            </ul>
            {shares.data.data.can.create ? <NewShareForm docId={docId} /> : null}
          </>
        )}
      </section>
      <ShareViews docId={docId} />
    </div>
  );
}

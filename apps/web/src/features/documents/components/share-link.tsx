import type { TShare } from '@docverify/contract/shares/shares';
import { ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { inputClassName } from '@/components/form/field-parts';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useIssuer } from '@/lib/issuer';
import { errorMessage } from '@/lib/http';
import { useRevokeShareLink } from '@/features/documents/api/share-links';
import { RevokeWarning } from '@/features/documents/components/revoke-warning';

const stateBadges: Record<TShare['state'], { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-green-50 text-green-800 ring-green-600/20' },
  revoked: { label: 'Revoked', className: 'bg-red-50 text-red-800 ring-red-600/20' },
  expired: { label: 'Expired', className: 'bg-gray-100 text-gray-700 ring-gray-500/20' },
};

function openedText(share: TShare): string {
  if (share.view_count === 0) return 'Not opened yet';
  const times = share.view_count === 1 ? 'once' : `${share.view_count} times`;
  return `Opened ${times}, last on ${formatDateTime(share.last_viewed_at)}`;
}

function expiryText(share: TShare): string {
  if (share.revoked_at) return `Revoked on ${formatDateTime(share.revoked_at)}`;
  if (!share.expires_at) return 'Never expires';
  return `${share.state === 'expired' ? 'Expired' : 'Expires'} on ${formatDateTime(share.expires_at)}`;
}

/** One link to the request's public result: copy it, see how often it was opened, and cut it off. */
export function ShareLink({ docId, share }: { docId: string; share: TShare }) {
  // The address people are given, as the e-mails and the certificate's QR use, whatever address this page is at.
  const publicAddress = useIssuer().data?.id;
  const link = publicAddress ? `${publicAddress}${paths.viewer.getHref(share.code)}` : '';
  const revoke = useRevokeShareLink(docId);
  const [confirming, setConfirming] = useState(false);
  const inputId = `share-link-${share.id}`;
  const copy = () =>
    navigator.clipboard.writeText(link).then(
      () => toast.success('Link copied'),
      () => toast.error('Could not copy the link: select it and copy it yourself'),
    );
  const confirmRevoke = () =>
    revoke.mutate(share.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(
          share.is_default
            ? `"${share.label}" revoked: it, your certificate's QR code and the e-mailed link no longer open the result`
            : `"${share.label}" revoked: it no longer opens the result`,
        );
      },
      onError: (error) => toast.error(errorMessage(error, 'Could not revoke the link')),
    });
  const badge = stateBadges[share.state];

  return (
    <li aria-label={share.label} className="space-y-2 rounded-lg border border-gray-200 bg-white p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-words text-gray-900">{share.label}</p>
        <span className={`rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${badge.className}`}>
          {badge.label}
        </span>
      </div>
      {share.state === 'active' ? (
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            Link for {share.label}
          </label>
          <input
            id={inputId}
            readOnly
            value={link}
            onFocus={(event) => event.target.select()}
            className={`${inputClassName} touch:min-h-11`}
          />
          <Button
            variant="secondary"
            disabled={!link}
            onClick={() => void copy()}
            aria-label={`Copy link for ${share.label}`}
          >
            <ClipboardDocumentIcon aria-hidden="true" className="size-4" />
            Copy
          </Button>
        </div>
      ) : null}
      {share.is_default ? (
        <p className="text-sm text-gray-700">
          The QR code on your certificate and the link in your e-mail open this link.
        </p>
      ) : null}
      <p className="text-sm text-gray-700">{expiryText(share)}</p>
      <p className="text-sm text-gray-700">{openedText(share)}</p>
      {share.can.revoke ? (
        <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={`Revoke ${share.label}`}>
          Revoke
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={`Revoke "${share.label}"?`}
        confirmLabel="Revoke link"
        pending={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setConfirming(false)}
      >
        <RevokeWarning share={share} />
      </ConfirmDialog>
    </li>
  );
}

import type { TShare } from '@docverify/contract/shares/shares';

/**
 * What revoking a link stops, in words (decision 070). The default link is the request's public verification code,
 * which the certificate's QR code and the verification e-mail carry: revoking it stops those too, and printed
 * copies cannot be recalled, so the owner is told before, not after. Any other link stops alone.
 */
export function RevokeWarning({ share }: { share: Pick<TShare, 'is_default'> }) {
  if (!share.is_default) {
    return (
      <p>
        Whoever opens this link from now on is told it was revoked. Your other links keep working. The QR code on your
        certificate and the link in your e-mail keep working. This cannot be undone: make a new link to share again.
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <p>From now on these are told the link was revoked:</p>
      <ul aria-label="What stops working" className="list-disc space-y-1 pl-5">
        <li>The QR code and the printed link on your certificate, including copies already printed or sent</li>
        <li>The link in the e-mail we sent you when the document was verified</li>
        <li>This link, wherever you have shared it</li>
      </ul>
      <p>
        Your other links keep working, and the certificate file can still be checked by uploading it on the check page.
        This cannot be undone: a new link works, but the certificate keeps the old one.
      </p>
    </div>
  );
}

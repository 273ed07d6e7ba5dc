import { CheckList } from '@/components/credential/check-list';
import { CredentialDetails, verifierText } from '@/components/credential/credential-details';
import { OutcomeBanner } from '@/components/credential/outcome-banner';
import type { TCredentialCheck } from '@/lib/credential-check/check-credential';
import { outcomeWords } from '@/lib/credential-check/outcome-words';
import { formatDate, formatDateTime } from '@/lib/format';

type TCredentialResultProps = {
  check: TCredentialCheck;
  /** When DocVerify's records say the credential was revoked (from GET /api/credentials/:code). */
  revokedAt: string | null;
};

/**
 * The result of the browser's check in words. The records' revocation date counts too: the signed list is cached
 * for up to a minute, and a revocation must never show as Valid meanwhile.
 */
export function CredentialResult({ check, revokedAt }: TCredentialResultProps) {
  const { credential } = check;
  const revoked = check.outcome === 'revoked' || (check.outcome === 'valid' && revokedAt !== null);
  const checks =
    revoked && check.outcome === 'valid'
      ? [
          ...check.checks,
          {
            passed: false,
            sentence: `DocVerify's records say it was revoked on ${formatDateTime(revokedAt)}; the signed list catches up within a minute`,
          },
        ]
      : check.checks;

  if (revoked && credential) {
    return (
      <div className="space-y-6">
        <OutcomeBanner tone="bad" title="Revoked">
          <p>{revokedAt ? `Revoked on ${formatDateTime(revokedAt)}` : 'DocVerify has revoked this credential'}</p>
          <p className="text-sm text-gray-700">It no longer stands. This is what it said:</p>
        </OutcomeBanner>
        <CredentialDetails credential={credential} />
        <CheckList checks={checks} />
      </div>
    );
  }
  if (check.outcome === 'valid' && credential) {
    return (
      <div className="space-y-6">
        <OutcomeBanner tone="good" title="Valid">
          <p>
            Issued by DocVerify on {formatDate(credential.validFrom)}, verified by {verifierText(credential)}
          </p>
        </OutcomeBanner>
        <CredentialDetails credential={credential} />
        <CheckList checks={checks} />
      </div>
    );
  }
  const words = outcomeWords[check.outcome];
  return (
    <div className="space-y-6">
      <OutcomeBanner tone={words.tone} title={words.title}>
        <p>{words.meaning}</p>
      </OutcomeBanner>
      {/* Only a credential whose signature verified is shown: here, genuine but its revocation unknown. */}
      {credential ? <CredentialDetails credential={credential} /> : null}
      <CheckList checks={checks} />
    </div>
  );
}

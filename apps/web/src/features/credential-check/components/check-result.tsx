import { CheckList } from '@/components/credential/check-list';
import { CredentialDetails, verifierText } from '@/components/credential/credential-details';
import { OutcomeBanner } from '@/components/credential/outcome-banner';
import type { TCredentialCheck } from '@/lib/credential-check/check-credential';
import { outcomeWords } from '@/lib/credential-check/outcome-words';
import type { TCertificateCheck } from '@/lib/credential-check/read-certificate';
import { formatDate } from '@/lib/format';

/** What a checked file or pasted credential amounts to, whichever was given. */
export type TCheckResult =
  { kind: 'certificate'; result: TCertificateCheck } | { kind: 'credential'; result: TCredentialCheck };

/** The answer in big words, what the genuine credential says (and only a genuine one), then every check made. */
export function CheckResult({ check }: { check: TCheckResult }) {
  const { outcome, checks } = check.result;
  const inner = check.kind === 'certificate' ? check.result.credentialCheck : check.result;
  const credential = inner?.credential ?? null;
  const words = outcomeWords[outcome];

  let sentence = <p>{words.meaning}</p>;
  if (outcome === 'valid' && credential) {
    sentence = (
      <p>
        Issued by DocVerify on {formatDate(credential.validFrom)}, verified by {verifierText(credential)}
      </p>
    );
  } else if (outcome === 'revoked') {
    sentence = <p>DocVerify’s signed revocation list says this credential was revoked. It no longer stands.</p>;
  }

  let caption: string | null = null;
  if (outcome === 'tampered_file' && credential) {
    caption =
      inner?.outcome === 'valid'
        ? 'The credential inside the file is still genuine and has not been revoked. This is what it says:'
        : inner?.outcome === 'revoked'
          ? 'The credential inside the file is genuine but has been revoked. This is what it said:'
          : 'The credential inside the file is genuine. This is what it says:';
  } else if (outcome === 'revoked') {
    caption = 'This is what it said:';
  }

  return (
    <div className="space-y-6">
      <OutcomeBanner tone={words.tone} title={words.title} level={2}>
        {sentence}
      </OutcomeBanner>
      {caption ? <p className="text-base font-medium text-gray-900">{caption}</p> : null}
      {credential ? <CredentialDetails credential={credential} /> : null}
      <CheckList checks={checks} />
    </div>
  );
}

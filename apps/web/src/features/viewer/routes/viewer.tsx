import { LinkSlashIcon, QuestionMarkCircleIcon } from '@heroicons/react/24/outline';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/http';
import { useCredential, useCredentialCheck } from '@/features/viewer/api/get-credential';
import { useVerification } from '@/features/viewer/api/get-verification';
import { CredentialResult } from '@/features/viewer/components/credential-result';
import { VerificationCard } from '@/features/viewer/components/verification-card';

function Message({ title, children, icon: Icon }: { title: string; children: ReactNode; icon: typeof LinkSlashIcon }) {
  return (
    <div className="space-y-2 text-center">
      <Icon aria-hidden="true" className="mx-auto mb-2 size-14 text-gray-500" />
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900">{title}</h1>
      {children}
    </div>
  );
}

/**
 * /verify/:viewerCode, public: the result computed in this browser from the credential's signature and DocVerify's
 * signed revocation list (decision 025). The records' answer (GET /api/viewer/:code) adds the verifier's
 * note, which the credential does not carry, and stands in for requests verified before credentials existed.
 */
export function Component() {
  const { viewerCode = '' } = useParams();
  const answer = useCredential(viewerCode);
  const check = useCredentialCheck(answer.data?.credential);
  const record = useVerification(viewerCode);
  const status = answer.error instanceof ApiError ? answer.error.status : null;
  // 400: a code the credential route refuses outright (older, shorter codes); the records may still know it.
  const noCredential = status === 404 || status === 400;
  const recordNotFound = record.error instanceof ApiError && [400, 404].includes(record.error.status);

  let body: ReactNode;
  if (answer.isPending || check.isLoading || (noCredential && record.isPending)) {
    body = <FullScreenSpinner label="Checking the credential" />;
  } else if (answer.data && check.data) {
    body = <CredentialResult check={check.data} revokedAt={answer.data.revoked_at} />;
  } else if (status === 410) {
    body = (
      <Message title="Link no longer works" icon={LinkSlashIcon}>
        <p className="text-base text-gray-800">This link was revoked by its owner or has expired.</p>
        <p className="text-sm text-gray-600">Ask the person who shared it for a new link.</p>
      </Message>
    );
  } else if (noCredential && record.data) {
    body = (
      <>
        <VerificationCard verification={record.data} />
        <p className="mt-4 text-sm text-gray-700">
          DocVerify’s records show this result. It was decided before DocVerify issued signed credentials, so there is
          no signature to check.
        </p>
      </>
    );
  } else if (noCredential && recordNotFound) {
    body = (
      <Message title="Not found" icon={QuestionMarkCircleIcon}>
        <p className="text-base text-gray-800">No verified document matches this code</p>
        <p className="text-sm text-gray-600">Check the code with the person who shared it.</p>
      </Message>
    );
  } else {
    const error = answer.error ?? check.error ?? record.error;
    body = (
      <div className="space-y-4 text-center">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Verification result</h1>
        <FormAlert message={errorMessage(error, 'Could not check the code')} />
        <Button
          variant="secondary"
          onClick={() => void Promise.all([answer.refetch(), record.refetch(), check.refetch()])}
        >
          Try again
        </Button>
      </div>
    );
  }

  return (
    <>
      <title>Verification result · Document and Qualification Verification</title>
      {body}
      {check.data?.outcome === 'valid' && answer.data?.revoked_at === null && record.data?.verify_info ? (
        <figure className="mt-6 rounded-lg bg-gray-50 px-4 py-3 text-sm ring-1 ring-gray-200">
          <figcaption className="font-medium text-gray-700">
            The verifier’s note (from DocVerify’s records, not part of the signed credential)
          </figcaption>
          <blockquote className="mt-1 whitespace-pre-line text-gray-900">{record.data.verify_info}</blockquote>
        </figure>
      ) : null}
      <p className="mt-6 text-center text-sm text-gray-600">
        Have a certificate file or a credential? <TextLink to={paths.verify.getHref()}>Check it yourself</TextLink>
      </p>
    </>
  );
}

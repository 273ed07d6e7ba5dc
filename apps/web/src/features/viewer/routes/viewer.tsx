import { QuestionMarkCircleIcon } from '@heroicons/react/24/outline';
import { useParams } from 'react-router';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { ApiError, errorMessage } from '@/lib/http';
import { useVerification } from '@/features/viewer/api/get-verification';
import { VerificationCard } from '@/features/viewer/components/verification-card';

/** /verify/:viewerCode, public: the verification result a document's owner shared (DESIGN section 3). */
export function Component() {
  const { viewerCode = '' } = useParams();
  const verification = useVerification(viewerCode);
  const notFound = verification.error instanceof ApiError && verification.error.status === 404;

  return (
    <>
      <title>Verification result · Document and Qualification Verification</title>
      {verification.isPending ? <FullScreenSpinner label="Checking the code" /> : null}
      {verification.data ? <VerificationCard verification={verification.data} /> : null}
      {notFound ? (
        <div className="space-y-2 text-center">
          <QuestionMarkCircleIcon aria-hidden="true" className="mx-auto mb-2 size-14 text-gray-500" />
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Not found</h1>
          <p className="text-sm text-gray-700">No verified document matches this code</p>
          <p className="text-sm text-gray-600">Check the code with the person who shared it.</p>
        </div>
      ) : null}
      {verification.isError && !notFound ? (
        <div className="space-y-4 text-center">
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">Verification result</h1>
          <FormAlert message={errorMessage(verification.error, 'Could not check the code')} />
          <Button variant="secondary" onClick={() => void verification.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
    </>
  );
}

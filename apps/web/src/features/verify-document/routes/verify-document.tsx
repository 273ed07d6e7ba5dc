import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { FullScreenSpinner } from '@/components/full-screen-spinner';
import { errorMessage } from '@/lib/http';
import { useCatalogue } from '@/features/verify-document/api/get-catalogue';
import { VerifyDocumentWizard } from '@/features/verify-document/components/verify-document-wizard';

/** /dashboard/verifydocument and /org/verifydocument: send a document to a verifying body and pay. */
export function Component() {
  const catalogue = useCatalogue();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl">
      <title>Verify Documents · Document and Qualification Verification</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        Verify Documents
      </h1>
      <p className="mt-1 text-sm text-gray-600">
        Choose the document and who should verify it, describe it, upload it, then pay for its verification.
      </p>
      <div className="mt-6 rounded-xl bg-white p-6 shadow-xs ring-1 ring-gray-200">
        {catalogue.data ? <VerifyDocumentWizard catalogue={catalogue.data} /> : null}
        {catalogue.isPending ? <FullScreenSpinner /> : null}
        {catalogue.isError ? (
          <div className="space-y-3">
            <FormAlert message={errorMessage(catalogue.error, 'Could not fetch the document categories')} />
            <Button variant="secondary" onClick={() => void catalogue.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
      </div>
    </section>
  );
}

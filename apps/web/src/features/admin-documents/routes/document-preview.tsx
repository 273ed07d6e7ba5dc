import { createDownloadLink } from '@docverify/contract/admin/documents-operations';
import { ZCategoryId } from '@docverify/contract/documents/document';
import { useParams } from 'react-router';
import { DetailSection } from '@/components/detail/detail-list';
import { DocumentDetail } from '@/components/detail/document-detail';
import { DownloadDocumentButton } from '@/components/detail/download-document-button';
import { RequestFiles } from '@/components/detail/request-files';
import { StatusTimeline } from '@/components/detail/status-timeline';
import { TextLink } from '@/components/text-link';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http';
import { useSingleDocument } from '@/features/admin-documents/api/get-single-document';

const title = 'Document Preview';

/**
 * /admin/document/document/:type/:id/:owner: the request's data form as its owner filled it in (the fields of its
 * category), read-only, with its file and its status history.
 */
export function Component() {
  const params = useParams();
  const category = ZCategoryId.safeParse(params.type).data;
  const query = { doc_category: category ?? 'educ', doc_id: params.id ?? '', docOwnerId: params.owner ?? '' };
  const single = useSingleDocument(query, { enabled: category !== undefined });

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-4xl">
      <title>{`${title} · Document and Qualification Verification`}</title>
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-gray-900">
        {title}
      </h1>
      <p className="mt-2 text-sm">
        <TextLink to={paths.admin.documentsAll.getHref()}>Back to all documents</TextLink>
      </p>
      <div className="mt-6 space-y-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
        {!category ? (
          <p role="alert" className="text-sm text-red-700">
            Could not fetch document
          </p>
        ) : single.isPending ? (
          <p className="text-sm text-gray-500">Loading the document…</p>
        ) : single.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(single.error, 'Could not fetch document')}
          </p>
        ) : (
          <>
            <DownloadDocumentButton docId={single.data.data.document.id} endpoint={createDownloadLink} />
            <DocumentDetail document={single.data.data.document} />
            <RequestFiles
              docId={single.data.data.document.id}
              files={single.data.data.files}
              verifiedFile={single.data.data.verified_file}
              endpoint={createDownloadLink}
            />
            <DetailSection title="Status history">
              <StatusTimeline events={single.data.data.history} />
            </DetailSection>
          </>
        )}
      </div>
    </section>
  );
}

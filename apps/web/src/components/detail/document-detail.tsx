import type { TDocument } from '@docverify/contract/documents/document';
import { enrollmentStatusLabels } from '@docverify/contract/documents/vocabulary';
import { DetailList, DetailSection, fullName, type TDetailItem } from '@/components/detail/detail-list';
import { DocumentStatusBadge, OverdueBadge, PaymentStatusBadge } from '@/components/status-badge';
import { formatBytes, formatDate, formatDateTime, formatMoney } from '@/lib/format';

/** The fields only one category has (spec section 3: finance adds bank_name, and so on). */
function categoryItems(document: TDocument): TDetailItem[] {
  const years = [
    { label: 'Start year', value: document.start_year },
    { label: 'End year', value: document.end_year },
  ];
  switch (document.doc_type) {
    case 'educ':
      return [
        { label: 'Institution', value: document.verifier_name },
        { label: 'City', value: document.verifier_city },
        { label: 'Student ID', value: document.studentId },
        { label: 'Course', value: document.course },
        ...years,
      ];
    case 'prof':
      return [
        { label: 'Professional body', value: document.doc_verifier_name },
        { label: 'Member or student ID', value: document.studentId },
        { label: 'Qualification', value: document.qualification },
        { label: 'Course', value: document.course },
        {
          label: 'Enrolment status',
          value:
            document.enrollment_status && document.enrollment_status in enrollmentStatusLabels
              ? enrollmentStatusLabels[document.enrollment_status as keyof typeof enrollmentStatusLabels]
              : document.enrollment_status,
        },
        ...years,
      ];
    case 'finance':
      return [
        { label: 'Bank', value: document.bank_name },
        { label: 'Account name', value: document.account_name },
      ];
    case 'employment':
      return [
        { label: 'Employer', value: document.employer_name },
        { label: 'Role', value: document.job_title },
        { label: 'Staff ID', value: document.studentId },
        ...years,
      ];
  }
}

/** Spec section 2, "document upload detail": every field of the request that its category has, labelled. */
export function DocumentDetail({ document }: { document: TDocument }) {
  const { fee } = document;
  return (
    <div>
      <DetailSection title="Request">
        <DetailList
          items={[
            { label: 'Transaction ID', value: document.application_id },
            { label: 'Payment reference', value: document.ref_id },
            { label: 'Category', value: document.tag },
            { label: 'Document', value: document.document_type_name },
            { label: 'Status', value: <PaymentStatusBadge status={document.payment_status} /> },
            { label: 'Verifier Status', value: <DocumentStatusBadge status={document.status} /> },
            {
              // Fixed when the payment was confirmed, from the body's 90th-percentile turnaround (working days).
              label: 'Due by',
              value: document.due_at ? (
                <span className="inline-flex flex-wrap items-center gap-2">
                  {formatDate(document.due_at)}
                  {document.overdue_days !== null ? <OverdueBadge days={document.overdue_days} /> : null}
                </span>
              ) : null,
            },
            { label: 'Verifier note', value: document.verify_info },
            {
              // The code in the result's public link (and the certificate's QR code); long, so it may break anywhere.
              label: 'Public verification code',
              value: document.viewer_code ? <span className="font-mono break-all">{document.viewer_code}</span> : null,
            },
            { label: 'Decided', value: formatDateTime(document.decided_at) },
            { label: 'Date Created', value: formatDateTime(document.created_at) },
            { label: 'Last Updated', value: formatDateTime(document.updated_at) },
          ]}
        />
      </DetailSection>
      <DetailSection title="Document owner">
        <DetailList
          items={[
            {
              label: 'Name',
              value: fullName(document.docOwnerFirstName, document.docOwnerMiddleName, document.docOwnerLastName),
            },
            { label: 'Date of birth', value: formatDate(document.docOwnerDOB) },
            { label: 'Country', value: document.country_name },
            ...categoryItems(document),
          ]}
        />
      </DetailSection>
      <DetailSection title="Verifying body">
        <DetailList
          items={[
            { label: 'Name', value: document.institution.company_name },
            { label: 'Company reference', value: document.institution.company_ref },
            { label: 'City', value: document.institution.city },
          ]}
        />
      </DetailSection>
      <DetailSection title="Submission">
        <DetailList
          items={[
            { label: 'Sent by', value: `${document.uploaded_by_firstName} ${document.uploaded_by_lastName}` },
            { label: 'E-mail', value: document.uploaded_by_email },
            { label: 'File', value: `${document.file.name} (${formatBytes(document.file.size_bytes)})` },
            { label: 'Fee', value: fee ? formatMoney(fee.total, fee.currency) : null },
            { label: 'Service charge', value: fee ? formatMoney(fee.service_charge, fee.currency) : null },
            {
              label: 'Surcharges',
              value: fee ? formatMoney(fee.organisation_surcharge + fee.platform_surcharge, fee.currency) : null,
            },
          ]}
        />
      </DetailSection>
    </div>
  );
}

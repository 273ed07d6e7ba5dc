import type { TDocument } from '@docverify/contract/documents/document';
import type { TDocumentResponse } from '@docverify/contract/documents/requests';
import { MAX_UPLOAD_BYTES } from '@docverify/contract/documents/vocabulary';
import { PROOF_REQUIRED, ZDecision, ZStatusEdit, type TDecision } from '@docverify/contract/verification/status-edit';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/button';
import { FileDropField } from '@/components/form/file-drop-field';
import { SelectField } from '@/components/form/select-field';
import { TextAreaField } from '@/components/form/text-area-field';
import { ApiError } from '@/lib/http';

/**
 * The contract's status edit fields, with the select starting empty unless the verifier already chose Verify or
 * Query (a decision is never chosen for them) and the signed proof required; the server checks the proof again by
 * its content.
 */
const ZStatusEditForm = ZStatusEdit.pick({ verify_info: true }).extend({
  status: z.string().pipe(ZDecision),
  proof: z.custom<File | null>().pipe(z.instanceof(File, { error: PROOF_REQUIRED })),
});
type TStatusEditFormInput = z.input<typeof ZStatusEditForm>;
type TStatusEditFormValues = z.output<typeof ZStatusEditForm>;

const statusOptions = [
  { value: '', label: 'Choose a status' },
  { value: 'verified', label: 'Verified' },
  { value: 'queried', label: 'Queried' },
];

/** Spec section 8: the server's field messages, else its message, as one error toast. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Could not update Document';
  const messages = Object.values(error.errors);
  return messages.length > 0 ? messages.join(' ') : error.message || 'Could not update Document';
}

export type TDecisionInput = {
  document: Pick<TDocument, 'id' | 'doc_type' | 'doc_owner_id' | 'version'>;
  status: TDecision;
  verify_info: string;
  proof: File;
};

/** The status edit payload of spec section 3 as multipart, with the version read so a stale edit gets 409. */
export function decisionForm({ document, status, verify_info, proof }: TDecisionInput): FormData {
  const form = new FormData();
  form.set('doc_id', document.id);
  form.set('doc_type', document.doc_type);
  form.set('doc_owner_id', document.doc_owner_id);
  form.set('status', status);
  form.set('verify_info', verify_info);
  form.set('version', String(document.version));
  form.set('proof', proof);
  return form;
}

type TStatusEditFormProps = {
  document: TDecisionInput['document'];
  /** Sends the decision: verifiers and administrators each have their own call. */
  decide: { mutateAsync: (input: TDecisionInput) => Promise<TDocumentResponse>; isPending: boolean };
  onDecided: (document: TDocument) => void;
  /** The status the verifier already chose (the review panel's Verify or Query). */
  initialStatus?: TDecision | undefined;
};

/**
 * Spec section 2 "Document table page", Edit: status, a required note and the signed proof PDF. It validates on
 * every change, and 'Edit Status' is enabled only while the whole form is valid.
 */
export function StatusEditForm({ document, decide, onDecided, initialStatus }: TStatusEditFormProps) {
  const form = useForm<TStatusEditFormInput, unknown, TStatusEditFormValues>({
    resolver: zodResolver(ZStatusEditForm),
    mode: 'onChange',
    defaultValues: { status: initialStatus ?? '', verify_info: '', proof: null },
  });
  const { errors, isValid } = form.formState;
  const infoError = errors.verify_info?.message;

  const onSubmit = form.handleSubmit((values) =>
    decide
      .mutateAsync({ document, status: values.status, verify_info: values.verify_info, proof: values.proof })
      .then((response) => {
        toast.success(response.message || 'status edited');
        onDecided(response.data);
      })
      .catch((error: unknown) => {
        toast.error(failureText(error));
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="status-edit-title" className="space-y-4">
      <h3 id="status-edit-title" className="text-sm font-semibold text-gray-900">
        Edit status
      </h3>
      <SelectField label="Status" options={statusOptions} error={errors.status?.message} {...form.register('status')} />
      <TextAreaField label="Verification info" required error={infoError} {...form.register('verify_info')} />
      <Controller
        control={form.control}
        name="proof"
        render={({ field, fieldState }) => (
          <FileDropField
            label={PROOF_REQUIRED}
            accept={{ 'application/pdf': ['.pdf'] }}
            typesLabel="PDF"
            maxBytes={MAX_UPLOAD_BYTES}
            file={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" disabled={!isValid} pending={decide.isPending}>
        Edit Status
      </Button>
    </form>
  );
}

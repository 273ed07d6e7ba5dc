import type { TDocument } from '@docverify/contract/documents/document';
import { ZQueryAnswer } from '@docverify/contract/documents/requests';
import { DOCUMENT_MIME_TYPES, MAX_UPLOAD_BYTES } from '@docverify/contract/documents/vocabulary';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/button';
import { FileDropField } from '@/components/form/file-drop-field';
import { FormAlert } from '@/components/form/form-alert';
import { TextAreaField } from '@/components/form/text-area-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useAnswerQuery } from '@/features/documents/api/answer-query';

const ZAnswerForm = ZQueryAnswer.pick({ note: true });

// The same files a request takes (decision 007); the server checks them again by content.
const accept: Record<(typeof DOCUMENT_MIME_TYPES)[number], string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};
type TAnswerForm = z.infer<typeof ZAnswerForm>;

/** The owner's answer to a verifier's query: a note, and a new file if the verifier asked for one. */
export function AnswerQueryForm({ document }: { document: Pick<TDocument, 'id' | 'version'> }) {
  const answer = useAnswerQuery();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<TAnswerForm>({
    resolver: zodResolver(ZAnswerForm),
    mode: 'onTouched',
    defaultValues: { note: '' },
  });
  const { errors } = form.formState;
  const noteError = errors.note?.message;

  const onSubmit = form.handleSubmit((values) =>
    answer
      .mutateAsync({ doc_id: document.id, version: document.version, note: values.note, file })
      .then((response) => {
        toast.success(response.message || 'Answer sent');
        form.reset();
        setFile(null);
      })
      .catch((error: unknown) => {
        const message = applyServerErrors(error, form.setError, ['note'], 'Could not send your answer');
        if (message) form.setError('root.server', { message });
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="answer-query-title" className="space-y-4">
      <h3 id="answer-query-title" className="text-sm font-semibold text-gray-900">
        Answer query
      </h3>
      <FormAlert message={errors.root?.server?.message} />
      <TextAreaField label="Your answer" required error={noteError} {...form.register('note')} />
      <FileDropField
        label="New file (optional)"
        accept={accept}
        typesLabel="PDF, PNG or JPEG"
        maxBytes={MAX_UPLOAD_BYTES}
        file={file}
        onChange={setFile}
      />
      <Button type="submit" pending={answer.isPending}>
        Send answer
      </Button>
    </form>
  );
}

import { DOCUMENT_MIME_TYPES, MAX_UPLOAD_BYTES } from '@docverify/contract/documents/vocabulary';
import type { Accept } from 'react-dropzone';
import { FileDropField } from '@/components/form/file-drop-field';

const extensions: Record<(typeof DOCUMENT_MIME_TYPES)[number], string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};
const accept: Accept = Object.fromEntries(DOCUMENT_MIME_TYPES.map((type) => [type, extensions[type]]));

type TFileStepProps = { file: File | null; onChange: (file: File | null) => void; error: string | undefined };

/** DESIGN section 5: the document upload takes PDF, PNG or JPEG up to the contract's limit. */
export function FileStep({ file, onChange, error }: TFileStepProps) {
  return (
    <FileDropField
      label="Document file"
      accept={accept}
      typesLabel="PDF, PNG or JPEG"
      maxBytes={MAX_UPLOAD_BYTES}
      file={file}
      onChange={onChange}
      error={error}
    />
  );
}

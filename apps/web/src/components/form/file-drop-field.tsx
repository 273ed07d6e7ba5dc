import { ArrowUpTrayIcon, DocumentIcon } from '@heroicons/react/24/outline';
import { useId, useState } from 'react';
import { ErrorCode, useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { Button } from '@/components/button';
import { FieldError } from '@/components/form/field-parts';
import { formatBytes } from '@/lib/format';

type TFileDropFieldProps = {
  label: string;
  /** MIME types with their extensions, as react-dropzone takes them: `{ 'application/pdf': ['.pdf'] }`. */
  accept: Accept;
  /** How the accepted types read in a sentence: 'PDF, PNG or JPEG'. */
  typesLabel: string;
  maxBytes: number;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A message from outside (required, or the server's refusal); a refused drop shows its own. */
  error?: string | undefined;
};

function refusalMessage(rejection: FileRejection, typesLabel: string, maxBytes: number): string {
  const codes = rejection.errors.map((error) => error.code);
  if (codes.includes(ErrorCode.FileInvalidType)) return `${rejection.file.name} is not a ${typesLabel} file`;
  if (codes.includes(ErrorCode.FileTooLarge)) {
    return `${rejection.file.name} is too large: the limit is ${formatBytes(maxBytes)}`;
  }
  if (codes.includes(ErrorCode.TooManyFiles)) return 'Choose one file';
  return rejection.errors[0]?.message ?? 'This file cannot be used';
}

/**
 * One file by drag and drop or by choosing it (click, Enter or Space). A refused file is named with the
 * reason and never replaces the chosen one; Remove clears the choice.
 */
export function FileDropField({ label, accept, typesLabel, maxBytes, file, onChange, error }: TFileDropFieldProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize: maxBytes,
    multiple: false,
    onDropAccepted: ([accepted]) => {
      setRefusal(null);
      if (accepted) onChange(accepted);
    },
    onDropRejected: ([rejection]) => {
      if (rejection) setRefusal(refusalMessage(rejection, typesLabel, maxBytes));
    },
  });
  const message = refusal ?? error;
  const hintId = `${id}-hint`;
  const errorId = message ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      {/* Beside the drop zone, not in it: a button role may not hold another control. */}
      <input
        {...getInputProps({ id: `${id}-input`, 'aria-invalid': message ? true : undefined })}
        aria-describedby={describedBy}
      />
      <div
        {...getRootProps({
          role: 'button',
          // Its own name: the label element already names the hidden file input.
          'aria-label': `${label}: drag and drop a file here, or click to choose one`,
          'aria-describedby': describedBy,
          className: `flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center text-sm focus-visible:outline-2 focus-visible:outline-green-600 ${
            isDragActive
              ? 'border-green-600 bg-green-50'
              : message
                ? 'border-red-400'
                : 'border-gray-300 hover:border-green-500'
          }`,
        })}
      >
        <ArrowUpTrayIcon aria-hidden="true" className="size-8 text-green-700" />
        <p aria-hidden="true" className="text-gray-700">
          {isDragActive ? 'Drop the file here' : 'Drag and drop a file here, or click to choose one'}
        </p>
        <p id={hintId} className="text-xs text-gray-600">
          {typesLabel}, up to {formatBytes(maxBytes)}
        </p>
      </div>
      <FieldError id={errorId} message={message} />
      {file ? (
        <div className="mt-3 flex items-center gap-3 rounded-md bg-gray-50 px-3 py-2 text-sm ring-1 ring-gray-200">
          <DocumentIcon aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
          <p className="min-w-0 flex-1">
            <span className="block truncate font-medium text-gray-900">{file.name}</span>
            <span className="text-gray-600">{formatBytes(file.size)}</span>
          </p>
          <Button
            variant="link"
            aria-label={`Remove ${file.name}`}
            onClick={() => {
              setRefusal(null);
              onChange(null);
            }}
          >
            Remove
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export const inputClassName =
  'block w-full touch:min-h-11 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-xs placeholder:text-gray-400 focus:border-green-600 focus:outline-2 focus:outline-green-600/30 disabled:bg-gray-100 disabled:text-gray-500 aria-invalid:border-red-500';

type TFieldLabelProps = { htmlFor: string; label: string; optional?: boolean | undefined };

export function FieldLabel({ htmlFor, label, optional }: TFieldLabelProps) {
  return (
    <div className="mb-1 flex items-baseline justify-between gap-2">
      <label htmlFor={htmlFor} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      {/* Outside the label, so the field is found and announced by its plain name. */}
      {optional ? <span className="text-xs text-gray-500">Optional</span> : null}
    </div>
  );
}

export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {message}
    </p>
  );
}

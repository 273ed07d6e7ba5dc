import {
  MAX_IMPORT_LINES,
  ZImportUnaccredited,
  type TImportUnaccredited,
  type TImportUnaccreditedResponse,
} from '@docverify/contract/fraud-signals/unaccredited';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FieldError, FieldLabel, inputClassName } from '@/components/form/field-parts';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { formatCount } from '@/lib/format';
import { useImportUnaccredited } from '@/features/admin-unaccredited/api/unaccredited';

const fields = ['source', 'lines'] as const;

/** Many names at once, pasted one a line, from one published list; the answer counts and names each problem. */
export function ImportForm() {
  const linesId = useId();
  const importList = useImportUnaccredited();
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<TImportUnaccreditedResponse | null>(null);
  const form = useForm<TImportUnaccredited, unknown, z.output<typeof ZImportUnaccredited>>({
    resolver: zodResolver(ZImportUnaccredited),
    defaultValues: { source: '', lines: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setResult(null);
    try {
      const answer = await importList.mutateAsync(values);
      setResult(answer);
      form.reset({ source: values.source, lines: '' });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields, 'Could not import the list'));
    }
  });

  const hintId = `${linesId}-hint`;
  const errorId = errors.lines ? `${linesId}-error` : undefined;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="import-title" className="space-y-4">
      <h2 id="import-title" className="text-base font-semibold text-gray-900">
        Import a list
      </h2>
      {formError ? <FormAlert message={formError} /> : null}
      <TextField
        label="Source of the list"
        hint="A URL or the list's name, e.g. HEDD list 2026"
        error={errors.source?.message}
        {...form.register('source')}
      />
      <div>
        <FieldLabel htmlFor={linesId} label="Names, one a line" />
        <textarea
          id={linesId}
          rows={8}
          aria-invalid={errors.lines ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          className={`${inputClassName} font-mono`}
          {...form.register('lines')}
        />
        <p id={hintId} className="mt-1 text-xs text-gray-500">
          name or name,country code — at most {formatCount(MAX_IMPORT_LINES)} lines. Names already on the list are
          skipped.
        </p>
        <FieldError id={errorId} message={errors.lines?.message} />
      </div>
      <Button type="submit" pending={isSubmitting}>
        Import
      </Button>
      {result ? <ImportResult result={result} /> : null}
    </form>
  );
}

function ImportResult({ result }: { result: TImportUnaccreditedResponse }) {
  const { errors } = result.data;
  return (
    <div role="status" className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-800">
      <p className="font-medium">{result.message}</p>
      {errors.length > 0 ? (
        <ul className="mt-2 space-y-1" aria-label="Lines not imported">
          {errors.map((problem) => (
            <li key={problem.line} className="break-words">
              Line {problem.line} (“{problem.text}”): {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

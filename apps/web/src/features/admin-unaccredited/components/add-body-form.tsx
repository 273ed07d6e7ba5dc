import { ZAddUnaccredited, type TAddUnaccredited } from '@docverify/contract/fraud-signals/unaccredited';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useAddUnaccredited } from '@/features/admin-unaccredited/api/unaccredited';

const fields = ['name', 'country_code', 'source', 'note'] as const;
const empty: TAddUnaccredited = { name: '', country_code: '', source: '', note: '' };

/** One awarding body, with where the list that names it was published. */
export function AddBodyForm() {
  const add = useAddUnaccredited();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TAddUnaccredited, unknown, z.output<typeof ZAddUnaccredited>>({
    resolver: zodResolver(ZAddUnaccredited),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await add.mutateAsync(values);
      toast.success(answer.message);
      // The source is usually the same for the next few names.
      form.reset({ ...empty, source: values.source });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, fields, 'Could not add the body'));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="add-body-title" className="space-y-4">
      <h2 id="add-body-title" className="text-base font-semibold text-gray-900">
        Add one
      </h2>
      {formError ? <FormAlert message={formError} /> : null}
      <TextField label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <TextField
        label="Country code"
        optional
        maxLength={2}
        autoComplete="off"
        hint="Two letters, e.g. GB or NG"
        error={errors.country_code?.message}
        {...form.register('country_code')}
      />
      <TextField
        label="Source"
        hint="Where the list was published: a URL or its name"
        error={errors.source?.message}
        {...form.register('source')}
      />
      <TextField label="Note" optional error={errors.note?.message} {...form.register('note')} />
      <Button type="submit" pending={isSubmitting}>
        Add to the list
      </Button>
    </form>
  );
}

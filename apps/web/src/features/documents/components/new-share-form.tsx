import { SHARE_MAX_DAYS, shareExpiryProblem, ZShareLabel } from '@docverify/contract/shares/shares';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { ApiError } from '@/lib/http';
import { useCreateShareLink } from '@/features/documents/api/share-links';

/** The chosen day's last minute in the owner's time zone: a link "until 3 March" works all of 3 March. */
const endOfDay = (day: string) => new Date(`${day}T23:59:00`);
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const ZNewShareForm = z.object({
  label: ZShareLabel,
  expires_on: z.string().superRefine((day, ctx) => {
    const problem = day === '' ? null : shareExpiryProblem(endOfDay(day), new Date());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
type TNewShareForm = z.infer<typeof ZNewShareForm>;

/** A new labelled link, with an optional last day; the server checks the same rules again. */
export function NewShareForm({ docId }: { docId: string }) {
  const create = useCreateShareLink(docId);
  const form = useForm<TNewShareForm>({
    resolver: zodResolver(ZNewShareForm),
    mode: 'onTouched',
    defaultValues: { label: '', expires_on: '' },
  });
  const { errors } = form.formState;
  const today = new Date();

  const onSubmit = form.handleSubmit((values) =>
    create
      .mutateAsync({
        label: values.label,
        expires_at: values.expires_on ? endOfDay(values.expires_on).toISOString() : null,
      })
      .then((response) => {
        toast.success(`Link "${response.data.label}" created`);
        form.reset();
      })
      .catch((error: unknown) => {
        // The server names the expiry `expires_at`; this form asks for a day.
        const expiry = error instanceof ApiError ? error.errors.expires_at : undefined;
        if (expiry) {
          form.setError('expires_on', { type: 'server', message: expiry }, { shouldFocus: true });
          return;
        }
        const message = applyServerErrors(error, form.setError, ['label'], 'Could not create the link');
        if (message) form.setError('root.server', { message });
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="new-share-title" className="space-y-3">
      <h4 id="new-share-title" className="text-sm font-semibold text-gray-900">
        New link
      </h4>
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Label"
        hint="Who the link is for, e.g. Acme HR"
        maxLength={80}
        autoComplete="off"
        className="[&_input]:touch:min-h-11"
        error={errors.label?.message}
        {...form.register('label')}
      />
      <TextField
        type="date"
        label="Expires on"
        optional
        hint={`The last day it works; at most ${SHARE_MAX_DAYS} days ahead. Leave empty for no expiry.`}
        min={isoDay(today)}
        max={isoDay(new Date(today.getTime() + (SHARE_MAX_DAYS - 1) * 86_400_000))}
        className="[&_input]:touch:min-h-11"
        error={errors.expires_on?.message}
        {...form.register('expires_on')}
      />
      <Button type="submit" pending={create.isPending}>
        Create link
      </Button>
    </form>
  );
}

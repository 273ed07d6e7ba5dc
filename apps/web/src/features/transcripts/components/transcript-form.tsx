import { toMajorAmountInput, ZMajorAmountInput } from '@docverify/contract/surcharges/money';
import {
  deliveryOptionLabels,
  ZDeliveryOption,
  ZTranscriptServiceInput,
  type TDeliveryOption,
  type TTranscriptService,
} from '@docverify/contract/transcripts/transcript';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FieldError, FieldLabel, inputClassName } from '@/components/form/field-parts';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveTranscript } from '@/features/transcripts/api/save-transcript';
import { ActiveSwitch } from '@/features/transcripts/components/active-switch';
import { withReason } from '@/features/transcripts/components/with-reason';

/** The form takes the fee in naira with kobo; the contract's schema turns it into kobo for the API. */
const ZTranscriptForm = ZTranscriptServiceInput.extend({ fee: ZMajorAmountInput('Fee') });
type TTranscriptFormInput = z.input<typeof ZTranscriptForm>;
type TTranscriptFormOutput = z.output<typeof ZTranscriptForm>;

const fields = ['fee', 'processing_days', 'delivery_options', 'notes', 'active'] as const;

function valuesOf(service: TTranscriptService | null): TTranscriptFormInput {
  return {
    fee: service ? toMajorAmountInput(service.fee) : '',
    processing_days: service?.processing_days ?? Number.NaN,
    delivery_options: service?.delivery_options ?? [],
    notes: service?.notes ?? '',
    active: service?.active ?? true,
  };
}

type TTranscriptFormProps = {
  service: TTranscriptService | null;
  /** Staff see the settings but only the organisation's account may change them (the server agrees). */
  readOnly: boolean;
};

export function TranscriptForm({ service, readOnly }: TTranscriptFormProps) {
  const save = useSaveTranscript();
  const notesId = useId();
  const exists = service !== null;
  const form = useForm<TTranscriptFormInput, unknown, TTranscriptFormOutput>({
    resolver: zodResolver(ZTranscriptForm),
    mode: 'onChange',
    defaultValues: valuesOf(service),
  });
  const { errors, isDirty, isValid } = form.formState;
  const failure = exists ? 'Could not update Transcript' : 'Could not create Transcript';

  const onSubmit = form.handleSubmit((values) =>
    save
      .mutateAsync({ exists, service: values })
      .then((saved) => {
        form.reset(valuesOf(saved.data));
        toast.success(saved.message);
      })
      .catch((error: unknown) => {
        // Spec section 8: the failure is a toast; fields the server names also show under their inputs.
        applyServerErrors(error, form.setError, fields, failure);
        toast.error(withReason(failure, error));
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="transcript-form-title" className="space-y-5">
      <h2 id="transcript-form-title" className="text-lg font-semibold text-gray-900">
        {exists ? 'Transcript service' : 'Set up your transcript service'}
      </h2>
      <fieldset disabled={readOnly} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Fee (₦)"
            inputMode="decimal"
            placeholder="25000.00"
            hint="Naira, with kobo after the point. Requesters pay this instead of the platform's transcript charge."
            error={errors.fee?.message}
            {...form.register('fee')}
          />
          <TextField
            label="Processing days"
            type="number"
            min={1}
            step={1}
            error={errors.processing_days?.message}
            {...form.register('processing_days', { valueAsNumber: true })}
          />
        </div>
        <fieldset aria-describedby={errors.delivery_options ? `${notesId}-delivery-error` : undefined}>
          <legend className="mb-1 text-sm font-medium text-gray-700">Delivery options</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {ZDeliveryOption.options.map((option: TDeliveryOption) => (
              <label key={option} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="checkbox"
                  value={option}
                  className="size-4 rounded border-gray-300 accent-green-700"
                  {...form.register('delivery_options')}
                />
                {deliveryOptionLabels[option]}
              </label>
            ))}
          </div>
          <FieldError
            id={`${notesId}-delivery-error`}
            message={errors.delivery_options?.message ?? errors.delivery_options?.root?.message}
          />
        </fieldset>
        <div>
          <FieldLabel htmlFor={notesId} label="Notes" optional />
          <textarea
            id={notesId}
            rows={3}
            aria-invalid={errors.notes ? true : undefined}
            className={inputClassName}
            {...form.register('notes')}
          />
          <FieldError id={`${notesId}-error`} message={errors.notes?.message} />
        </div>
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <ActiveSwitch
              checked={field.value}
              onChange={field.onChange}
              disabled={readOnly}
              hint="Off: requesters pay the platform's transcript charge."
            />
          )}
        />
      </fieldset>
      {readOnly ? (
        <p className="text-sm text-gray-600">
          Only your organisation&apos;s account can change the transcript service.
        </p>
      ) : (
        <Button type="submit" pending={save.isPending} disabled={!isValid || (exists && !isDirty)}>
          {exists ? 'Update Transcript' : 'Create Transcript'}
        </Button>
      )}
    </form>
  );
}

import type { TAdminTranscript } from '@docverify/contract/admin/services';
import { toMajorAmountInput, ZMajorAmountInput } from '@docverify/contract/surcharges/money';
import {
  deliveryOptionLabels,
  ZDeliveryOption,
  ZTranscriptServiceInput,
} from '@docverify/contract/transcripts/transcript';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { FieldError, FieldLabel, inputClassName } from '@/components/form/field-parts';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useCorrectTranscript } from '@/features/admin-services/api/transcripts';
import { withReason } from '@/features/admin-services/components/with-reason';

/** The organisation's own form, fee in naira with kobo; the contract's schema turns it into kobo. */
const ZCorrectionForm = ZTranscriptServiceInput.extend({ fee: ZMajorAmountInput('Fee') });
type TCorrectionInput = z.input<typeof ZCorrectionForm>;
type TCorrectionOutput = z.output<typeof ZCorrectionForm>;

const fields = ['fee', 'processing_days', 'delivery_options', 'notes', 'active'] as const;

/** An administrator's correction of one body's transcript offering (fee, days, delivery, notes, active). */
export function TranscriptCorrectionForm({ offering, onDone }: { offering: TAdminTranscript; onDone: () => void }) {
  const correct = useCorrectTranscript();
  const id = useId();
  const form = useForm<TCorrectionInput, unknown, TCorrectionOutput>({
    resolver: zodResolver(ZCorrectionForm),
    mode: 'onChange',
    defaultValues: {
      fee: toMajorAmountInput(offering.fee),
      processing_days: offering.processing_days,
      delivery_options: offering.delivery_options,
      notes: offering.notes ?? '',
      active: offering.active,
    },
  });
  const { errors, isDirty, isValid } = form.formState;
  const failure = 'Could not update Transcript';

  const onSubmit = form.handleSubmit((values) =>
    correct
      .mutateAsync({ organisation_id: offering.organisation_id, ...values })
      .then((saved) => {
        toast.success(saved.message);
        onDone();
      })
      .catch((error: unknown) => {
        applyServerErrors(error, form.setError, fields, failure);
        toast.error(withReason(failure, error));
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <p className="text-sm text-gray-700">{offering.organisation_name}</p>
      <TextField label="Fee (₦)" inputMode="decimal" error={errors.fee?.message} {...form.register('fee')} />
      <TextField
        label="Processing days"
        type="number"
        min={1}
        step={1}
        error={errors.processing_days?.message}
        {...form.register('processing_days', { valueAsNumber: true })}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-gray-700">Delivery options</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {ZDeliveryOption.options.map((option) => (
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
          id={`${id}-delivery-error`}
          message={errors.delivery_options?.message ?? errors.delivery_options?.root?.message}
        />
      </fieldset>
      <div>
        <FieldLabel htmlFor={`${id}-notes`} label="Notes" optional />
        <textarea id={`${id}-notes`} rows={3} className={inputClassName} {...form.register('notes')} />
        <FieldError id={`${id}-notes-error`} message={errors.notes?.message} />
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-800">
        <input
          type="checkbox"
          className="size-4 rounded border-gray-300 accent-green-700"
          {...form.register('active')}
        />
        Offered to requesters
      </label>
      <Button type="submit" pending={correct.isPending} disabled={!isValid || !isDirty}>
        Save correction
      </Button>
    </form>
  );
}

import { toMajorAmountInput, ZMajorAmountInput } from '@docverify/contract/surcharges/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/button';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { withReason } from '@/features/admin-services/components/with-reason';

type TAmountFormProps = {
  /** The field's label, e.g. 'Service charge (₦)'; its errors name `noun`. */
  label: string;
  noun: string;
  /** Kobo; null when nothing is set yet. */
  amount: number | null;
  submitLabel: string;
  /** Spec section 8's text when saving fails. */
  failure: string;
  /** Saves the amount in kobo; resolves to the message to show. */
  onSave: (amount: number) => Promise<{ message: string }>;
  onSaved?: () => void;
};

/** One amount in naira with kobo; the contract's schema turns it into the kobo the API takes. */
export function AmountForm({ label, noun, amount, submitLabel, failure, onSave, onSaved }: TAmountFormProps) {
  const schema = z.object({ amount: ZMajorAmountInput(noun) });
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { amount: amount === null ? '' : toMajorAmountInput(amount) },
  });
  const { errors, isDirty, isValid, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    onSave(values.amount)
      .then((saved) => {
        form.reset({ amount: toMajorAmountInput(values.amount) });
        toast.success(saved.message);
        onSaved?.();
      })
      .catch((error: unknown) => {
        applyServerErrors(error, form.setError, ['amount'], failure);
        toast.error(withReason(failure, error));
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label={label}
        inputMode="decimal"
        placeholder="2500.00"
        hint="Naira, with kobo after the point. Applies to requests priced from now on."
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      <Button type="submit" pending={isSubmitting} disabled={!isValid || (amount !== null && !isDirty)}>
        {submitLabel}
      </Button>
    </form>
  );
}

import { toMajorAmountInput, ZMajorAmountInput } from '@docverify/contract/surcharges/money';
import type { TSurcharge } from '@docverify/contract/surcharges/surcharge';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/button';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/form-errors';
import { useSaveSurcharge } from '@/features/service/api/save-surcharge';
import { withReason } from '@/features/service/components/with-reason';

/** The form takes naira with kobo; the contract's schema turns it into the kobo the API takes. */
const ZSurchargeForm = z.object({ amount: ZMajorAmountInput('Surcharge') });
type TSurchargeFormInput = z.input<typeof ZSurchargeForm>;
type TSurchargeFormOutput = z.output<typeof ZSurchargeForm>;

type TSurchargeFormProps = {
  surcharge: TSurcharge | null;
  /** Staff see the surcharge but only the organisation's account may change it (the server agrees). */
  readOnly: boolean;
};

export function SurchargeForm({ surcharge, readOnly }: TSurchargeFormProps) {
  const save = useSaveSurcharge();
  const exists = surcharge !== null;
  const form = useForm<TSurchargeFormInput, unknown, TSurchargeFormOutput>({
    resolver: zodResolver(ZSurchargeForm),
    mode: 'onChange',
    defaultValues: { amount: surcharge ? toMajorAmountInput(surcharge.amount) : '' },
  });
  const { errors, isDirty, isValid } = form.formState;
  // Spec section 8's texts, as the spec spells them.
  const failure = exists ? 'Could not update Service Charge' : 'Could not create Sur Charge';

  const onSubmit = form.handleSubmit((values) =>
    save
      .mutateAsync({ exists, surcharge: values })
      .then((saved) => {
        form.reset({ amount: toMajorAmountInput(saved.data.amount) });
        toast.success(saved.message);
      })
      .catch((error: unknown) => {
        applyServerErrors(error, form.setError, ['amount'], failure);
        toast.error(withReason(failure, error));
      }),
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="surcharge-form-title" className="space-y-4">
      <h2 id="surcharge-form-title" className="text-lg font-semibold text-gray-900">
        Surcharge
      </h2>
      <p className="text-sm text-gray-600">
        Added to the checkout of every verification request sent to your organisation, on top of the platform&apos;s
        service charge.
      </p>
      <TextField
        label="Surcharge (₦)"
        inputMode="decimal"
        placeholder="1500.00"
        hint="Naira, with kobo after the point."
        disabled={readOnly}
        error={errors.amount?.message}
        {...form.register('amount')}
      />
      {readOnly ? (
        <p className="text-sm text-gray-600">Only your organisation&apos;s account can change the surcharge.</p>
      ) : (
        <Button type="submit" pending={save.isPending} disabled={!isValid || (exists && !isDirty)}>
          {exists ? 'Update Surcharge' : 'Create Surcharge'}
        </Button>
      )}
    </form>
  );
}

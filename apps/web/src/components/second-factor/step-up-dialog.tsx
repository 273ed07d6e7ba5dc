import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form/form-alert';
import { SecondFactorForm } from '@/components/second-factor/second-factor-form';
import { errorMessage } from '@/lib/http';
import { factorsQueryOptions } from '@/lib/second-factor/api';

/**
 * Asks for the second factor again before an action that mints trust or moves money (the server's step-up). Given,
 * the data layer retries the action; cancelled, the action stays undone.
 */
export function StepUpDialog({ onDone }: { onDone: (given: boolean) => void }) {
  // Fresh every time: a factor may have been added or removed since the last question.
  const factors = useQuery({ ...factorsQueryOptions(), staleTime: 0 });
  return (
    <Dialog open onClose={() => onDone(false)} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-gray-900/30" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className="max-h-full w-full overflow-y-auto rounded-t-xl bg-white p-6 shadow-xl sm:max-w-md sm:rounded-xl">
          <DialogTitle className="text-base font-semibold text-gray-900">Confirm it is you</DialogTitle>
          <p className="mt-2 text-sm text-gray-600">
            This action needs your passkey or a code again. Once confirmed, you will not be asked for five minutes.
          </p>
          <div className="mt-5">
            {factors.data ? (
              <SecondFactorForm methods={factors.data.signIn.methods} onGiven={() => onDone(true)} />
            ) : factors.isError ? (
              <FormAlert message={errorMessage(factors.error, 'Could not load your second factors. Try again.')} />
            ) : (
              <p className="text-sm text-gray-600">Loading…</p>
            )}
          </div>
          <div className="mt-6 flex justify-end">
            <Button variant="secondary" onClick={() => onDone(false)}>
              Cancel
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

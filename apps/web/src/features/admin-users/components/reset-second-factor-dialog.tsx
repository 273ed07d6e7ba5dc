import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/http';
import { useResetSecondFactor } from '@/features/admin-users/api/reset-second-factor';

type TTarget = { id: string; name: string };

/**
 * "Reset second factor" on a row: asks first, naming the person and what happens, then shows the server's answer.
 * Returns the row action and the dialog to render.
 */
export function useResetSecondFactorAction() {
  const reset = useResetSecondFactor();
  const [target, setTarget] = useState<TTarget | null>(null);

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={`Reset ${target?.name ?? ''}'s second factor?`}
      confirmLabel="Reset second factor"
      pending={reset.isPending}
      onClose={() => setTarget(null)}
      onConfirm={() => {
        if (!target) return;
        reset.mutate(target.id, {
          onSuccess: (answer) => toast.success(answer.message),
          onError: (error) => toast.error(errorMessage(error, 'Could not reset the second factor')),
          onSettled: () => setTarget(null),
        });
      }}
    >
      Their passkeys, authenticator apps and recovery codes stop working, and they are signed out everywhere. They will
      be e-mailed, and must set up a new second factor the next time they sign in. Do this only once you are sure it is
      them asking.
    </ConfirmDialog>
  );

  return { ask: (person: TTarget) => setTarget(person), dialog };
}

import type { TFactor, TFactorAdded } from '@docverify/contract/auth/factors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormAlert } from '@/components/form/form-alert';
import { EnrolFactor } from '@/components/second-factor/enrol-factor';
import { RecoveryCodes } from '@/components/second-factor/recovery-codes';
import { setSignInStage } from '@/lib/auth/sign-in-stage';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/http';
import { deleteFactor, factorsQueryKey, factorsQueryOptions, makeRecoveryCodes } from '@/lib/second-factor/api';

const kindNames: Record<TFactor['kind'], string> = { passkey: 'Passkey', totp: 'Authenticator app' };

function FactorRow({ factor, onRemove }: { factor: TFactor; onRemove: () => void }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="text-sm font-medium text-gray-900">{factor.label}</p>
        <p className="text-xs text-gray-600">
          {kindNames[factor.kind]} · added {formatDateTime(factor.createdAt)} · last used{' '}
          {formatDateTime(factor.lastUsedAt, 'never')}
        </p>
      </div>
      <Button
        variant="secondary"
        className="self-start sm:self-auto"
        onClick={onRemove}
        aria-label={`Remove ${factor.label}`}
      >
        Remove
      </Button>
    </li>
  );
}

type TPanel = { kind: 'add'; factor: 'passkey' | 'totp' } | { kind: 'codes'; codes: string[] } | null;

/** Profile → "Sign-in security": passkeys and authenticator apps, and the recovery codes left. */
export function SignInSecurity() {
  const queryClient = useQueryClient();
  const factors = useQuery(factorsQueryOptions());
  const [panel, setPanel] = useState<TPanel>(null);
  const [removing, setRemoving] = useState<TFactor | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: factorsQueryKey });

  const remove = useMutation({
    mutationFn: (factor: TFactor) => deleteFactor(factor.id),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setRemoving(null);
      void refresh();
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Could not remove it'));
      setRemoving(null);
    },
  });
  const renew = useMutation({
    mutationFn: makeRecoveryCodes,
    onSuccess: (codes) => {
      setPanel({ kind: 'codes', codes });
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not make new recovery codes')),
  });

  const onAdded = (added: TFactorAdded['data']) => {
    setSignInStage(added.signIn);
    toast.success(`${added.factor.label} added`);
    void refresh();
    setPanel(added.recoveryCodes ? { kind: 'codes', codes: added.recoveryCodes } : null);
  };

  return (
    <section aria-labelledby="sign-in-security" className="space-y-4">
      <div>
        <h2 id="sign-in-security" className="text-lg font-semibold text-gray-900">
          Sign-in security
        </h2>
        <p className="mt-1 text-sm text-gray-600">
          A passkey or an authenticator app confirms it is you after your password, and before actions that matter.
        </p>
      </div>
      {factors.isError ? (
        <FormAlert message={errorMessage(factors.error, 'Could not load your second factors')} />
      ) : null}
      {factors.data ? (
        <>
          {factors.data.factors.length > 0 ? (
            <ul className="divide-y divide-gray-200">
              {factors.data.factors.map((factor) => (
                <FactorRow key={factor.id} factor={factor} onRemove={() => setRemoving(factor)} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-700">No passkey or authenticator app yet.</p>
          )}
          <p className="text-sm text-gray-700">
            Recovery codes left: <strong>{factors.data.recoveryCodesLeft}</strong>
          </p>
        </>
      ) : null}

      {panel?.kind === 'codes' ? (
        <RecoveryCodes codes={panel.codes} continueLabel="Done" onContinue={() => setPanel(null)} />
      ) : panel?.kind === 'add' ? (
        <div className="space-y-3 rounded-lg border border-gray-200 p-4">
          <EnrolFactor key={panel.factor} initialKind={panel.factor} onAdded={onAdded} />
          <Button variant="link" onClick={() => setPanel(null)}>
            Cancel
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => setPanel({ kind: 'add', factor: 'passkey' })}>
            Add a passkey
          </Button>
          <Button variant="secondary" onClick={() => setPanel({ kind: 'add', factor: 'totp' })}>
            Add an authenticator app
          </Button>
          {factors.data && factors.data.factors.length > 0 ? (
            <Button variant="secondary" pending={renew.isPending} onClick={() => renew.mutate()}>
              Make new recovery codes
            </Button>
          ) : null}
        </div>
      )}

      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.label ?? ''}?`}
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      >
        It will no longer confirm it is you. Keep at least one other way to sign in.
      </ConfirmDialog>
    </section>
  );
}

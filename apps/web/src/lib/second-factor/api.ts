import {
  addPasskey,
  confirmTotp,
  giveSecondFactor,
  listFactors,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removeFactor,
  renewRecoveryCodes,
  secondFactorPasskeyOptions,
  signInWithPasskey,
  startTotp,
} from '@docverify/contract/auth/factor-operations';
import type { TSecondFactor, TTotpConfirm } from '@docverify/contract/auth/factors';
import { queryOptions } from '@tanstack/react-query';
import { callOperation } from '@/lib/http';
import { createPasskey, signWithPasskey } from '@/lib/second-factor/passkey';

// Second factors, shared by the sign-in steps (features/auth), the profile's security section and the step-up
// dialog the app shell shows.

export const factorsQueryKey = ['second-factors'] as const;

export function factorsQueryOptions() {
  return queryOptions({
    queryKey: factorsQueryKey,
    queryFn: ({ signal }) => callOperation(listFactors, {}, { signal }).then((answer) => answer.data),
  });
}

/** Gives the second factor: finishes signing in, or opens the five-minute window of a step-up. */
export function giveFactor(body: TSecondFactor) {
  return callOperation(giveSecondFactor, { body }).then((answer) => answer.data);
}

/** The passkey ceremony for the second factor: the server's challenge, the browser's signature, the answer. */
export async function giveFactorWithPasskey() {
  const { data } = await callOperation(secondFactorPasskeyOptions, {});
  const response = await signWithPasskey(data.options);
  return giveFactor({ method: 'passkey', challengeId: data.challengeId, response });
}

/** Signing in with a passkey alone, without e-mail or password. */
export async function passkeySignIn() {
  const { data } = await callOperation(passkeySignInOptions, {}, { anonymous: true });
  const response = await signWithPasskey(data.options);
  return callOperation(signInWithPasskey, { body: { challengeId: data.challengeId, response } }, { anonymous: true });
}

export async function enrolPasskey(label: string) {
  const { data } = await callOperation(passkeyRegistrationOptions, {});
  const response = await createPasskey(data.options);
  return callOperation(addPasskey, { body: { challengeId: data.challengeId, response, label } }).then(
    (answer) => answer.data,
  );
}

export function beginTotp() {
  return callOperation(startTotp, {}).then((answer) => answer.data);
}

export function finishTotp(body: TTotpConfirm) {
  return callOperation(confirmTotp, { body }).then((answer) => answer.data);
}

export function deleteFactor(id: string) {
  return callOperation(removeFactor, { params: { id } });
}

export function makeRecoveryCodes() {
  return callOperation(renewRecoveryCodes, {}).then((answer) => answer.data.recoveryCodes);
}

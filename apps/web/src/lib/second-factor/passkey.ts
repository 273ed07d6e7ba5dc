import type { TPasskeyResponse } from '@docverify/contract/auth/factors';

// The browser's passkey ceremonies, through @simplewebauthn/browser, loaded only when a passkey is used so it stays
// off the first page's download.

/** Why a ceremony did not finish, in words for the person (the browser's own are for developers). */
export function passkeyFailureMessage(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey was not used (cancelled or timed out). Try again, or use another way.';
  }
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  if (name === 'NotSupportedError') return 'This browser cannot use passkeys here. Use another way.';
  return error instanceof Error && error.message ? error.message : 'The passkey could not be used. Try again.';
}

export async function createPasskey(options: Record<string, unknown>): Promise<TPasskeyResponse> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({ optionsJSON: options as never });
  return response as TPasskeyResponse;
}

export async function signWithPasskey(options: Record<string, unknown>): Promise<TPasskeyResponse> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({ optionsJSON: options as never });
  return response as TPasskeyResponse;
}

import { Secret, TOTP } from 'otpauth';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, six digits, thirty seconds. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Document Verification';

function totpOf(secretBase32: string, account: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new shared secret (160 bits, as RFC 4226 recommends) and the URI a QR code carries to an app. */
export function newTotpSecret(account: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpOf(secret, account).toString() };
}

/**
 * The time step a code belongs to, if it is one of the steps just before, at or after now (a phone's clock may be
 * half a minute out); undefined otherwise. Whether that step was already used is the caller's to check.
 */
export function totpStep(secretBase32: string, code: string, now: Date): number | undefined {
  const timestamp = now.getTime();
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an app shows at `now`: for tests and for the setup screen's own check, never sent to a client. */
export function totpCode(secretBase32: string, now: Date): string {
  return totpOf(secretBase32, '').generate({ timestamp: now.getTime() });
}

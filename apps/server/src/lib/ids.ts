import { randomBytes, randomInt, randomUUID } from 'node:crypto';

export function newId(): string {
  return randomUUID();
}

/** URL-safe secret for links (invitations, viewer codes): 32 bytes is beyond guessing. */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Short, readable referral codes without look-alike characters. */
export function newReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from({ length: 8 }, () => alphabet[randomInt(0, alphabet.length)]).join('');
}

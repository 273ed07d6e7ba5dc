import { z } from 'zod';

/**
 * Charges a verifying body sets are in naira and stored in kobo (DESIGN section 3: integer minor units).
 * The cap keeps every amount, and any sum of a few, inside PostgreSQL's 32-bit `integer` column.
 */
export const MAX_CHARGE_MINOR = 1_000_000_000;
export const CHARGE_CURRENCY = 'NGN';

export const ZMinorAmount = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of kobo` })
    .int(`${label} must be a whole number of kobo`)
    .min(0, `${label} cannot be negative`)
    .max(MAX_CHARGE_MINOR, `${label} must be at most ₦10,000,000.00`);

const MAJOR_UNITS = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * The forms take naira with kobo ("2500.50") and send kobo (250050). Digits are converted as text, so no
 * float rounding can turn 0.29 into 28 kobo.
 */
export const ZMajorAmountInput = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .regex(MAJOR_UNITS, `${label} must be an amount in naira, with at most two decimals`)
    .transform((value) => {
      const [naira = '0', kobo = ''] = value.split('.');
      return Number(naira) * 100 + Number(kobo.padEnd(2, '0'));
    })
    .pipe(ZMinorAmount(label));

/** 250050 → "2500.50": the value a form field starts with. */
export function toMajorAmountInput(minor: number): string {
  const kobo = String(minor % 100).padStart(2, '0');
  return `${Math.floor(minor / 100)}.${kobo}`;
}

import { z } from 'zod';

export const ZEmail = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail is too long')
  .pipe(z.email('Enter a valid e-mail address'));

/**
 * Names reach other people's inboxes (staff invitations, decisions): letters (any script), spaces,
 * apostrophes, hyphens and full stops only, so a name cannot carry a link or a message of its own.
 */
export const ZPersonName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(80, `${label} must be at most 80 characters`)
    .regex(
      /^(?:[\p{L}\p{M}][\p{L}\p{M}' .\u2019-]*)?$/u,
      `${label} may contain only letters, spaces, apostrophes, hyphens and full stops`,
    );

/** An organisation's name, shown in e-mails from the platform's sender: no links, no line breaks. */
export const ZOrganisationName = (label: string) =>
  z
    .string()
    .trim()
    .max(160, `${label} must be at most 160 characters`)
    .refine((value) => !/[\r\n]|:\/\/|www\.|\w\.(com|net|org|io|ng|info|xyz)\b/i.test(value), {
      message: `${label} must not contain a link or a line break`,
    });

export const ZPassword = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .regex(/[A-Za-z]/, 'Password must contain a letter')
  .regex(/[0-9]/, 'Password must contain a digit');

export const ZPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, 'Enter a valid phone number, digits with an optional leading +');

/**
 * An empty phone box clears the number. The null sits on the string branch, so the OpenAPI document gives every
 * nullable schema its type (a bare `nullable` beside `anyOf` is invalid OpenAPI 3.0).
 */
export const ZPhoneOrNone = z.union([ZPhone.nullable(), z.literal('').transform(() => null)]);

export const ZOtpCode = z
  .string({ error: 'Code is required' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');

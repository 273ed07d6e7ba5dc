import { z } from 'zod';

// Client-only form rules that sit on top of the contract's request schemas.

export const ZConfirmPassword = z.string().min(1, 'Confirm your password');

/**
 * Zod runs an object's refinements only once every field is valid, which would hide "Passwords do not
 * match" until the whole form is filled in. Gating a refinement on just the fields it reads lets its
 * message appear as the user types.
 */
export function whenValid(...fields: string[]) {
  return (payload: z.core.ParsePayload) => !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}

export function withPasswordConfirmation<TSchema extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: TSchema,
): TSchema {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    when: whenValid('password', 'confirmPassword'),
  });
}

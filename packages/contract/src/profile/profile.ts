import { z } from 'zod';
import { ZPassword, ZPersonName, ZPhoneOrNone } from '../auth/fields';

export const ZProfileUpdate = z.object({
  firstName: ZPersonName('First name'),
  lastName: ZPersonName('Last name'),
  phone: ZPhoneOrNone,
});
export type TProfileUpdate = z.input<typeof ZProfileUpdate>;

export const ZPasswordChange = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(128),
  newPassword: ZPassword,
});
export type TPasswordChange = z.infer<typeof ZPasswordChange>;

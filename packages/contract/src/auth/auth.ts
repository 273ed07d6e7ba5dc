import { z } from 'zod';
import { ZSignInState } from './factors';
import { ZEmail, ZOrganisationName, ZOtpCode, ZPassword, ZPersonName, ZPhone } from './fields';
import { ZSignupCategory, ZUser } from './user';
import { hostOfWebsite, isAtDomain, ZBodyCategories, ZBodyDomain, ZBodyWebsite } from '../organisations/body-proof';

/** An empty form field is the same as one not sent. */
const ZBlank = z.literal('').transform(() => undefined);
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const ZOptionalPhone = z.union([ZPhone, ZBlank]).optional();
const ZOptionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || undefined)
    .optional();

export const ZSignupRequest = z
  .object({
    firstName: ZPersonName('First name'),
    lastName: ZPersonName('Last name'),
    email: ZEmail,
    phone: ZOptionalPhone,
    password: ZPassword,
    category: ZSignupCategory,
    companyName: ZOrganisationName('Company name').optional(),
    // The institution's details (category org). The signing-up user is its authorised person. They are
    // optional here so older clients keep working; the sign-up form asks for them (decision 008).
    industry: ZOptionalText(120, 'Industry'),
    countryCode: z
      .union([
        z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'Choose a country'),
        ZBlank,
      ])
      .optional(),
    companyEmail: z.union([ZEmail, ZBlank]).optional(),
    companyPhone: ZOptionalPhone,
    referral: z.string().trim().max(64).optional(),
    // A verifying body's proof of who it is (category org): its official website and domain, and the
    // categories of documents it verifies. Control of the domain is proven after sign-up, by a code.
    website: z.preprocess(blankAsMissing, ZBodyWebsite.optional()),
    domain: z.preprocess(blankAsMissing, ZBodyDomain.optional()),
    categories: ZBodyCategories.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.category !== 'org') return;
    if (!value.companyName) {
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: 'Company name is required for an organization' });
    }
    if (!value.website) ctx.addIssue({ code: 'custom', path: ['website'], message: 'Enter your official website' });
    if (!value.domain) {
      ctx.addIssue({
        code: 'custom',
        path: ['domain'],
        message: 'Enter the domain of your official website, such as unilag.edu.ng',
      });
    }
    if (!value.categories?.length) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: 'Choose the categories of documents you verify' });
    }
    if (value.website && value.domain && !isAtDomain(hostOfWebsite(value.website), value.domain)) {
      ctx.addIssue({ code: 'custom', path: ['website'], message: `Your official website must be at ${value.domain}` });
    }
  });
export type TSignupRequest = z.infer<typeof ZSignupRequest>;

/** Sign-up does not sign in: the account must first be confirmed with the e-mailed code. */
export const ZSignupResponse = z.object({
  message: z.string(),
  data: z.object({ user: ZUser }),
});
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** Spec section 3 "Login response": token, user (with category), data.user. */
export const ZAuthResponse = z.object({
  token: z.string(),
  user: ZUser,
  data: z.object({ user: ZUser, token: z.string() }),
  /** Whether the session may act now, or must first give or set up a second factor (decision 075). */
  signIn: ZSignInState,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZVerifyOtpRequest = z.object({ email: ZEmail, code: ZOtpCode });
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

export const ZOtpPurpose = z.enum(['signup', 'reset']);
export type TOtpPurpose = z.infer<typeof ZOtpPurpose>;

export const ZResendOtpRequest = z.object({ email: ZEmail, purpose: ZOtpPurpose.default('signup') });
export type TResendOtpRequest = z.infer<typeof ZResendOtpRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({ email: ZEmail, code: ZOtpCode, password: ZPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZAdminSignupRequest = z.object({
  invitation: z.string({ error: 'Invitation is required' }).trim().min(16, 'Invitation is not valid').max(200),
  firstName: ZPersonName('First name'),
  lastName: ZPersonName('Last name'),
  phone: ZOptionalPhone,
  password: ZPassword,
});
export type TAdminSignupRequest = z.infer<typeof ZAdminSignupRequest>;

export const ZInvitationResponse = z.object({
  data: z.object({ email: z.string(), adminType: z.enum(['1', '2']), expiresAt: z.string() }),
});
export type TInvitationResponse = z.infer<typeof ZInvitationResponse>;

export const ZReferrerResponse = z.object({
  data: z.object({ referral: z.string(), organisation: z.object({ id: z.string(), name: z.string() }) }),
});
export type TReferrerResponse = z.infer<typeof ZReferrerResponse>;

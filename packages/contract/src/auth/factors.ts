import { z } from 'zod';

/** How a second factor is given: a passkey, a code from an authenticator app, or a one-time recovery code. */
export const ZFactorKind = z.enum(['passkey', 'totp']);
export type TFactorKind = z.infer<typeof ZFactorKind>;

/**
 * Where the session stands in signing in (decision 075): `complete`, or waiting for its second factor, or an account
 * that must set one up first. `stepUpUntil`: until when actions that mint trust or move money go through without
 * asking again (null when the session has not given a second factor, or the account has none).
 */
export const ZSignInState = z.object({
  stage: z.enum(['complete', 'secondFactor', 'enrolment']),
  /** The ways this account can give its second factor now (what the second-factor screen offers). */
  methods: z.array(z.enum(['passkey', 'totp', 'recovery'])),
  /** Whether the account must keep a second factor (administrators, verifying bodies and their staff). */
  required: z.boolean(),
  stepUpUntil: z.string().nullable(),
});
export type TSignInState = z.infer<typeof ZSignInState>;

export const ZFactor = z.object({
  id: z.string(),
  kind: ZFactorKind,
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TFactor = z.infer<typeof ZFactor>;

export const ZFactorList = z.object({
  data: z.object({
    factors: z.array(ZFactor),
    recoveryCodesLeft: z.number().int(),
    signIn: ZSignInState,
  }),
});
export type TFactorList = z.infer<typeof ZFactorList>;

const ZFactorLabel = z.string().trim().min(1, 'Give it a name you will recognise').max(60, 'Use at most 60 characters');

/** A six-digit code from an authenticator app (spaces allowed, as apps show "123 456"). */
const ZTotpCode = z
  .string({ error: 'Enter the six-digit code from your app' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the six-digit code from your app'));

/** A recovery code as shown ("abcde-fghij"); case, spaces and the dash are forgiven. */
const ZRecoveryCode = z
  .string({ error: 'Enter one of your recovery codes' })
  .transform((value) => value.toLowerCase().replace(/[\s-]/g, ''))
  .pipe(
    z.string().regex(/^[a-z2-7]{10}$/, 'Enter one of your recovery codes, as it was shown (ten letters and digits)'),
  );

/**
 * What a browser's WebAuthn call answered (`@simplewebauthn/browser`'s JSON), checked in depth by the server's
 * WebAuthn library; here only its shape and size, so a huge or deeply nested body is refused at the edge.
 */
const ZBase64Url = z
  .string()
  .max(16_384)
  .regex(/^[\w-]*$/, 'Not base64url');
export const ZPasskeyResponse = z.object({
  id: ZBase64Url,
  rawId: ZBase64Url,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  response: z.object({
    clientDataJSON: ZBase64Url,
    authenticatorData: ZBase64Url.optional(),
    signature: ZBase64Url.optional(),
    userHandle: ZBase64Url.optional(),
    attestationObject: ZBase64Url.optional(),
    transports: z.array(z.string().max(32)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: ZBase64Url.optional(),
  }),
});
export type TPasskeyResponse = z.infer<typeof ZPasskeyResponse>;

const ZChallengeId = z.string().uuid('This passkey request has expired: try again');

/** Options for the browser's `navigator.credentials` call, as `@simplewebauthn/browser` takes them. */
export const ZPasskeyOptions = z.object({
  data: z.object({ challengeId: z.string(), options: z.record(z.string(), z.unknown()) }),
});
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptions>;

export const ZPasskeyAnswer = z.object({ challengeId: ZChallengeId, response: ZPasskeyResponse });
export type TPasskeyAnswer = z.infer<typeof ZPasskeyAnswer>;

export const ZNewPasskey = ZPasskeyAnswer.extend({ label: ZFactorLabel });
export type TNewPasskey = z.infer<typeof ZNewPasskey>;

export const ZTotpSetup = z.object({
  data: z.object({
    factorId: z.string(),
    /** Base32, for typing into an app by hand. */
    secret: z.string(),
    /** The `otpauth://` URI a QR code carries. */
    uri: z.string(),
  }),
});
export type TTotpSetup = z.infer<typeof ZTotpSetup>;

export const ZTotpConfirm = z.object({ factorId: z.string().max(64), code: ZTotpCode, label: ZFactorLabel });
export type TTotpConfirm = z.input<typeof ZTotpConfirm>;

/** A factor added: its row, and the recovery codes when the account had none (shown once, never again). */
export const ZFactorAdded = z.object({
  message: z.string(),
  data: z.object({ factor: ZFactor, recoveryCodes: z.array(z.string()).nullable(), signIn: ZSignInState }),
});
export type TFactorAdded = z.infer<typeof ZFactorAdded>;

export const ZRecoveryCodes = z.object({ message: z.string(), data: z.object({ recoveryCodes: z.array(z.string()) }) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** The second factor given to finish signing in, or again before an action that asks for it. */
export const ZSecondFactor = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: ZTotpCode }),
  z.object({ method: z.literal('recovery'), code: ZRecoveryCode }),
  z.object({ method: z.literal('passkey'), challengeId: ZChallengeId, response: ZPasskeyResponse }),
]);
export type TSecondFactor = z.input<typeof ZSecondFactor>;

export const ZSecondFactorGiven = z.object({
  message: z.string(),
  data: z.object({ signIn: ZSignInState, recoveryCodesLeft: z.number().int() }),
});
export type TSecondFactorGiven = z.infer<typeof ZSecondFactorGiven>;

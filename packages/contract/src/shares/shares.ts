import { z } from 'zod';

/** Decision 023: share links a request's owner makes, labels, and revokes, and the log of who opened them. */

export const SHARE_LABEL_MAX = 80;
/** How far ahead a link may expire: a year, so no link is forgotten for ever by accident. */
export const SHARE_MAX_DAYS = 365;
/** The views list's page size bounds. */
export const SHARE_VIEWS_MAX_LIMIT = 100;

export const ZShareLabel = z
  .string({ error: 'Label is required' })
  .trim()
  .min(1, 'Label is required')
  .max(SHARE_LABEL_MAX, `Label must be at most ${SHARE_LABEL_MAX} characters`);

/**
 * Why this expiry cannot be used, or null when it can: in the future, and at most a year ahead. One rule for the
 * server (its own clock decides) and the form (which says so before sending).
 */
export function shareExpiryProblem(expiresAt: Date, now: Date): string | null {
  if (Number.isNaN(expiresAt.getTime())) return 'Expiry must be a date and time';
  if (expiresAt.getTime() <= now.getTime()) return 'Expiry must be in the future';
  if (expiresAt.getTime() > now.getTime() + SHARE_MAX_DAYS * 86_400_000) {
    return 'Expiry must be at most a year from now';
  }
  return null;
}

/** `POST /documents/{id}/shares`. */
export const ZCreateShareRequest = z.object({
  label: ZShareLabel,
  expires_at: z.iso
    .datetime({ offset: true, error: 'Expiry must be a date and time' })
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});
export type TCreateShareRequest = z.input<typeof ZCreateShareRequest>;

export const ZShareState = z.enum(['active', 'revoked', 'expired']);
export type TShareState = z.infer<typeof ZShareState>;

export const ZShare = z.object({
  id: z.string(),
  label: z.string(),
  /** The secret in the public URL `/verify/{code}`. */
  code: z.string(),
  is_default: z.boolean(),
  state: ZShareState,
  created_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Times the result was shown through this link, since it was made. */
  view_count: z.number().int(),
  last_viewed_at: z.string().nullable(),
  can: z.object({ revoke: z.boolean() }),
});
export type TShare = z.infer<typeof ZShare>;

/** `GET /documents/{id}/shares`: the default link first, then the others newest first. */
export const ZShareListResponse = z.object({
  data: z.object({
    shares: z.array(ZShare),
    can: z.object({ create: z.boolean() }),
  }),
});
export type TShareListResponse = z.infer<typeof ZShareListResponse>;

export const ZShareResponse = z.object({ message: z.string(), data: ZShare });
export type TShareResponse = z.infer<typeof ZShareResponse>;

export const ZShareViewOutcome = z.enum(['shown', 'revoked', 'expired']);
export type TShareViewOutcome = z.infer<typeof ZShareViewOutcome>;

export const shareViewOutcomeLabels: Record<TShareViewOutcome, string> = {
  shown: 'Result shown',
  revoked: 'Refused: link revoked',
  expired: 'Refused: link expired',
};

export const ZShareView = z.object({
  id: z.string(),
  viewed_at: z.string(),
  share_id: z.string(),
  share_label: z.string(),
  outcome: ZShareViewOutcome,
  /** "Chrome · mobile": never the raw User-Agent. */
  browser: z.string(),
  /** "102.89.x.x" or "2001:db8::/32": never the full address. */
  network_hint: z.string(),
});
export type TShareView = z.infer<typeof ZShareView>;

/** `GET /documents/{id}/share-views?limit&before`: newest first; `before` is the previous page's `next`. */
export const ZShareViewsQuery = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 or more')
    .max(SHARE_VIEWS_MAX_LIMIT, `Limit must be at most ${SHARE_VIEWS_MAX_LIMIT}`)
    .default(20),
  before: z
    .string()
    .max(200, 'Page cursor is not valid')
    .regex(/^[A-Za-z0-9_-]+$/, 'Page cursor is not valid')
    .optional(),
});
export type TShareViewsQuery = z.input<typeof ZShareViewsQuery>;

export const ZShareViewsResponse = z.object({
  data: z.array(ZShareView),
  /** The cursor of the next (older) page, null on the last. */
  next: z.string().nullable(),
});
export type TShareViewsResponse = z.infer<typeof ZShareViewsResponse>;

import { z } from 'zod';
import { pageRequest } from '../paging';
import { pageInfo } from '../page-info';
import { ZCategory } from '../auth/user';
import { ZDocumentListResponse } from '../documents/list-answers';
import { ZDocumentListRequest } from '../documents/requests';

/** Spec section 9: tables show 9 rows a page. */
export const REFERRAL_PAGE_SIZE = 9;

/** `POST /get/referral?referral=`: the query, when sent, must be the caller's own organisation's code. */
export const ZReferralQuery = z.object({
  referral: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,32}$/, 'A referral code is 4 to 32 letters and digits')
    .optional(),
});

export const ZReferralSummaryResponse = z.object({
  data: z.object({
    referral: z.string(),
    /** The sign-up link to share: `${publicUrl}/signup/<code>`. */
    link: z.string(),
    /** Confirmed accounts that signed up through the link, and the paid requests they made. */
    counts: z.object({ users: z.number().int(), documents: z.number().int() }),
  }),
});
export type TReferralSummaryResponse = z.infer<typeof ZReferralSummaryResponse>;

export const ZReferredUsersRequest = z.object({
  ...pageRequest,
  search: z.string().trim().max(120, 'Search must be at most 120 characters').optional(),
});
export type TReferredUsersRequest = z.input<typeof ZReferredUsersRequest>;

export const ZReferredUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  category: ZCategory.nullable(),
  /** When they joined. */
  createdAt: z.string(),
});
export type TReferredUser = z.infer<typeof ZReferredUser>;

export const ZReferredUsersResponse = z.object({
  data: z.array(ZReferredUser),
  ...pageInfo,
});
export type TReferredUsersResponse = z.infer<typeof ZReferredUsersResponse>;

/** `POST /referrals/documents`: the documents list's request and answer, over the referred users' requests. */
export const ZReferredDocumentsRequest = ZDocumentListRequest.omit({ scope: true });
export type TReferredDocumentsRequest = z.input<typeof ZReferredDocumentsRequest>;
export { ZDocumentListResponse as ZReferredDocumentsResponse };

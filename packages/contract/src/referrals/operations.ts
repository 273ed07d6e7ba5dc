import { z } from 'zod';
import { ZReferrerResponse } from '../auth/auth';
import { defineOperation } from '../operation';
import {
  ZReferralQuery,
  ZReferralSummaryResponse,
  ZReferredDocumentsRequest,
  ZReferredDocumentsResponse,
  ZReferredUsersRequest,
  ZReferredUsersResponse,
} from './referrals';

export const getReferrer = defineOperation({
  method: 'GET',
  path: '/api/referral/{code}',
  tag: 'referrals',
  summary: 'Who a referral sign-up link comes from (public: shown on /signup/{referral})',
  access: 'public',
  params: z.object({
    code: z.string().regex(/^[A-Za-z0-9]{4,32}$/, 'A referral code is 4 to 32 letters and digits'),
  }),
  success: { status: 200, schema: ZReferrerResponse },
  errors: [404],
});

export const getReferralSummary = defineOperation({
  method: 'POST',
  path: '/api/get/referral',
  tag: 'referrals',
  summary: "The organisation's referral code, its sign-up link, and how many users and requests it brought",
  access: 'actsForOrganisation',
  query: ZReferralQuery,
  success: { status: 200, schema: ZReferralSummaryResponse },
  errors: [400, 401, 403],
});

export const listReferredUsers = defineOperation({
  method: 'POST',
  path: '/api/referrals/users',
  tag: 'referrals',
  summary: "One page (9 rows) of the users who signed up through the organisation's referral link",
  access: 'actsForOrganisation',
  body: ZReferredUsersRequest,
  success: { status: 200, schema: ZReferredUsersResponse },
  errors: [400, 401, 403],
});

export const listReferredDocuments = defineOperation({
  method: 'POST',
  path: '/api/referrals/documents',
  tag: 'referrals',
  summary: 'One page (9 rows) of the paid requests made by the users the organisation referred',
  access: 'actsForOrganisation',
  body: ZReferredDocumentsRequest,
  success: { status: 200, schema: ZReferredDocumentsResponse },
  errors: [400, 401, 403],
});

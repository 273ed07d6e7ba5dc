import { defineOperation } from '../operation';
import { ZSignupChoicesResponse } from './signup-choices';
import {
  ZBodyProofResponse,
  ZBodyProofSaved,
  ZDomainCodeConfirm,
  ZDomainCodeRequest,
  ZMessageResponse,
} from './body-proof';
import { z } from 'zod';

export const getSignupChoices = defineOperation({
  method: 'GET',
  path: '/api/organisations/signup-choices',
  tag: 'organisations',
  summary: 'Companies, industries and countries an organisation signs up with (public: sign-up is anonymous)',
  access: 'public',
  success: { status: 200, schema: ZSignupChoicesResponse },
  errors: [],
});

// A body proves who it is after sign-up, from its own account (not its staff's): control of its domain, by a code
// sent to an address there, and its registration or accreditation evidence.

export const getBodyProof = defineOperation({
  method: 'GET',
  path: '/api/organisation/proof',
  tag: 'organisations',
  summary: "The caller's body: its domain, whether control of it is proven, its categories and its evidence",
  access: 'managesStaff',
  success: { status: 200, schema: ZBodyProofResponse },
  errors: [401, 403],
});

export const requestDomainCode = defineOperation({
  method: 'POST',
  path: '/api/organisation/domain/code',
  tag: 'organisations',
  summary:
    "Send a code to an address at the body's own domain (such as registrar@<domain>); at most one a minute, " +
    'valid ten minutes',
  access: 'managesStaff',
  body: ZDomainCodeRequest,
  success: { status: 200, schema: ZMessageResponse },
  errors: [400, 401, 403, 409, 429],
});

export const confirmDomainCode = defineOperation({
  method: 'POST',
  path: '/api/organisation/domain/verify',
  tag: 'organisations',
  summary: 'Enter the code sent to the address at the domain: control of the domain is proven',
  access: 'managesStaff',
  body: ZDomainCodeConfirm,
  success: { status: 200, schema: ZBodyProofSaved },
  errors: [400, 401, 403, 409, 429],
});

export const uploadBodyEvidence = defineOperation({
  method: 'POST',
  path: '/api/organisation/evidence',
  tag: 'organisations',
  summary:
    "Upload the body's registration or accreditation evidence (multipart: `evidence`, a PDF, PNG or JPEG); " +
    'a new one replaces the last',
  access: 'managesStaff',
  multipart: { fields: z.object({}), files: ['evidence'] },
  success: { status: 200, schema: ZBodyProofSaved },
  errors: [400, 401, 403, 413, 415],
});

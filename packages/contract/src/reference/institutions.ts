import { z } from 'zod';
import { ZInstitution } from '../documents/document';

/** `GET /institutions/all` and `GET /verify/institute?country_code=`: verified verifying bodies. */
export const ZInstitutionListResponse = z.object({ data: z.array(ZInstitution) });
export type TInstitutionListResponse = z.infer<typeof ZInstitutionListResponse>;

/** `GET /institutions/mine`: an organisation user's or staff member's own institution and its authorised person. */
export const ZOwnInstitutionResponse = z.object({
  data: z.object({
    institution: ZInstitution,
    authorisedPerson: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  }),
});
export type TOwnInstitutionResponse = z.infer<typeof ZOwnInstitutionResponse>;

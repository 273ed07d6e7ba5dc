import { z } from 'zod';

/**
 * `GET /organisations/signup-choices` (public: sign-up is anonymous): the static company and industry lists
 * and the countries an organisation may sign up with. A company name may also be the organisation's own.
 */
export const ZSignupChoicesResponse = z.object({
  data: z.object({
    companies: z.array(z.string()),
    industries: z.array(z.string()),
    countries: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
});
export type TSignupChoicesResponse = z.infer<typeof ZSignupChoicesResponse>;

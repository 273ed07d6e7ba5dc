import { z } from 'zod';
import { ZInstitution } from '../documents/document';

/** `GET /institutions/all` and `GET /verify/institute?country_code=`: verified verifying bodies. */
export const ZInstitutionListResponse = z.object({ data: z.array(ZInstitution) });
export type TInstitutionListResponse = z.infer<typeof ZInstitutionListResponse>;

import { z } from 'zod';
import { ZCategoryId } from '../documents/document';

/** What the request form offers: categories with their document types, and countries. */
export const ZCatalogue = z.object({
  data: z.object({
    categories: z.array(
      z.object({
        id: ZCategoryId,
        name: z.string(),
        tag: z.string(),
        types: z.array(z.object({ id: z.string(), name: z.string() })),
      }),
    ),
    countries: z.array(z.object({ code: z.string(), name: z.string(), currency: z.string() })),
  }),
});
export type TCatalogue = z.infer<typeof ZCatalogue>;

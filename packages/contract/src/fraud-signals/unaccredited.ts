import { z } from 'zod';
import { ZPageNumber, ZRecordId, ZSearchTerm } from '../paging';
import { normaliseInstitutionName } from './normalise';

/** An import's lines at most: a published list is a few thousand names; more is sent in parts. */
export const MAX_IMPORT_LINES = 5000;
export const MAX_NAME_LENGTH = 200;
/** Room for the longest allowed lines; the import route's body limit sits just above it (413 past that). */
export const MAX_IMPORT_CHARS = MAX_IMPORT_LINES * (MAX_NAME_LENGTH + 8);
export const UNACCREDITED_PAGE_SIZE = 20;

export const NAME_NEEDS_LETTERS = 'Name must contain letters or digits';
export const COUNTRY_CODE_FORMAT = 'Country code must be two letters, e.g. NG';

export const ZInstitutionName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`)
  .refine((name) => normaliseInstitutionName(name) !== '', NAME_NEEDS_LETTERS);

const blankAsUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export const ZCountryCode = z.preprocess(
  blankAsUndefined,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, COUNTRY_CODE_FORMAT)
    .optional(),
);

export const ZListSource = z
  .string({ error: 'Source is required' })
  .trim()
  .min(1, 'Source is required: where the list was published (a URL or its name)')
  .max(300, 'Source must be at most 300 characters');

const ZNote = z.preprocess(
  blankAsUndefined,
  z.string().trim().max(500, 'Note must be at most 500 characters').optional(),
);

export const ZUnaccreditedInstitution = z.object({
  id: z.string(),
  name: z.string(),
  country_code: z.string().nullable(),
  source: z.string(),
  note: z.string().nullable(),
  /** The administrator who added it, by name; null once their account is gone. */
  added_by: z.string().nullable(),
  created_at: z.string(),
});
export type TUnaccreditedInstitution = z.infer<typeof ZUnaccreditedInstitution>;

/** `GET /system/admin/unaccredited`: one page, by name, searched by any part of the name. */
export const ZUnaccreditedListQuery = z.object({ page: ZPageNumber, search: ZSearchTerm });
export type TUnaccreditedListQuery = z.input<typeof ZUnaccreditedListQuery>;
export const ZUnaccreditedListResponse = z.object({
  data: z.array(ZUnaccreditedInstitution),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type TUnaccreditedListResponse = z.infer<typeof ZUnaccreditedListResponse>;

/** `POST /system/admin/unaccredited`: one entry. */
export const ZAddUnaccredited = z.object({
  name: ZInstitutionName,
  country_code: ZCountryCode,
  source: ZListSource,
  note: ZNote,
});
export type TAddUnaccredited = z.input<typeof ZAddUnaccredited>;
export const ZAddUnaccreditedResponse = z.object({ message: z.string(), data: ZUnaccreditedInstitution });

const countLines = (text: string) => text.split('\n').length;

/** `POST /system/admin/unaccredited/import`: pasted lines `name[,country_code]`, one source for the batch. */
export const ZImportUnaccredited = z.object({
  source: ZListSource,
  lines: z
    .string({ error: 'Paste the names to import' })
    .max(MAX_IMPORT_CHARS, `Import at most ${MAX_IMPORT_LINES.toLocaleString('en-GB')} lines at once`)
    .refine((text) => text.trim() !== '', 'Paste the names to import')
    .refine(
      (text) => countLines(text.trimEnd()) <= MAX_IMPORT_LINES,
      `Import at most ${MAX_IMPORT_LINES.toLocaleString('en-GB')} lines at once`,
    ),
});
export type TImportUnaccredited = z.input<typeof ZImportUnaccredited>;

export const ZImportLineError = z.object({ line: z.number().int(), text: z.string(), message: z.string() });
export const ZImportUnaccreditedResponse = z.object({
  message: z.string(),
  data: z.object({
    added: z.number().int(),
    /** Already on the list, or given twice in this batch. */
    skipped: z.number().int(),
    errors: z.array(ZImportLineError),
  }),
});
export type TImportUnaccreditedResponse = z.infer<typeof ZImportUnaccreditedResponse>;

/** `DELETE /system/admin/unaccredited/:id`. */
export const ZUnaccreditedParams = z.object({ id: ZRecordId('List entry') });
export const ZRemoveUnaccreditedResponse = z.object({ message: z.string() });

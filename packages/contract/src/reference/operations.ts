import { z } from 'zod';
import { defineOperation } from '../operation';
import { ZCategoryId } from '../documents/document';
import { ZCatalogue } from './catalogue';
import { ZInstitutionListResponse, ZOwnInstitutionResponse } from './institutions';
import { ZTurnaroundResponse } from './turnaround';

export const getCatalogue = defineOperation({
  method: 'GET',
  path: '/api/reference/catalogue',
  tag: 'reference',
  summary: 'What the request form offers: document categories with their types, and countries',
  access: 'signedIn',
  success: { status: 200, schema: ZCatalogue },
  errors: [401],
});

export const listInstitutions = defineOperation({
  method: 'GET',
  path: '/api/institutions/all',
  tag: 'institutions',
  summary: 'Every verifying body a request can be sent to',
  access: 'signedIn',
  success: { status: 200, schema: ZInstitutionListResponse },
  errors: [401],
});

export const getOwnInstitution = defineOperation({
  method: 'GET',
  path: '/api/institutions/mine',
  tag: 'institutions',
  summary: "The caller's own institution, whatever its verification status, and its authorised person",
  access: 'actsForOrganisation',
  success: { status: 200, schema: ZOwnInstitutionResponse },
  errors: [401, 403],
});

export const listInstitutionsOfCountry = defineOperation({
  method: 'GET',
  path: '/api/verify/institute',
  tag: 'institutions',
  summary: 'The verifying bodies of one country; with `category`, only those that verify that category of document',
  access: 'signedIn',
  query: z.object({
    country_code: z
      .string({ error: 'Choose a country' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Choose a country'),
    category: ZCategoryId.optional(),
  }),
  success: { status: 200, schema: ZInstitutionListResponse },
  errors: [400, 401],
});

export const getTurnaround = defineOperation({
  method: 'GET',
  path: '/api/institutions/{id}/turnaround',
  tag: 'institutions',
  summary:
    "A verifying body's expected turnaround: median and 90th percentile of its recent decisions, in working days",
  access: 'signedIn',
  params: z.object({ id: z.string().trim().min(1, 'Institution is required').max(64, 'No such institution') }),
  success: { status: 200, schema: ZTurnaroundResponse },
  errors: [400, 401, 404],
});

import { defineOperation } from '../operation';
import {
  ZAddUnaccredited,
  ZAddUnaccreditedResponse,
  ZImportUnaccredited,
  ZImportUnaccreditedResponse,
  ZRemoveUnaccreditedResponse,
  ZUnaccreditedListQuery,
  ZUnaccreditedListResponse,
  ZUnaccreditedParams,
} from './unaccredited';

// The administrators' list of unaccredited awarding bodies (decision 024): list, add, import, remove; audited.

export const listUnaccredited = defineOperation({
  method: 'GET',
  path: '/api/system/admin/unaccredited',
  tag: 'admin',
  summary: 'One page (20) of the unaccredited awarding bodies, by name; `search` finds any part of a name',
  access: 'administrator',
  query: ZUnaccreditedListQuery,
  success: { status: 200, schema: ZUnaccreditedListResponse },
  errors: [400, 401, 403],
});

export const addUnaccredited = defineOperation({
  method: 'POST',
  path: '/api/system/admin/unaccredited',
  tag: 'admin',
  summary: 'Adds one awarding body to the list (409 when the name, however written, is on it); audited',
  access: 'administrator',
  body: ZAddUnaccredited,
  success: { status: 200, schema: ZAddUnaccreditedResponse },
  errors: [400, 401, 403, 409],
});

export const importUnaccredited = defineOperation({
  method: 'POST',
  path: '/api/system/admin/unaccredited/import',
  tag: 'admin',
  summary:
    'Imports pasted lines `name[,country_code]` (at most 5,000) with one source: names on the list already ' +
    'or given twice are skipped and counted, unreadable lines are named with the reason; audited',
  access: 'administrator',
  body: ZImportUnaccredited,
  success: { status: 200, schema: ZImportUnaccreditedResponse },
  errors: [400, 401, 403, 413],
});

export const removeUnaccredited = defineOperation({
  method: 'POST',
  path: '/api/system/admin/unaccredited/remove',
  tag: 'admin',
  summary: 'Takes an awarding body off the list; requests naming it are no longer flagged; audited',
  access: 'administrator',
  body: ZUnaccreditedParams,
  success: { status: 200, schema: ZRemoveUnaccreditedResponse },
  errors: [400, 401, 403, 404],
});

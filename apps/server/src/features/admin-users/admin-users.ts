import type {
  TCompanyList,
  TManagedUserList,
  ZCompanyListRequest,
  ZUserListQuery,
} from '@docverify/contract/admin/users';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { USERS_PAGE_SIZE } from '@docverify/contract/admin/users';
import { searchedList } from '../../db/searched-list';
import { decodeCursor, listFingerprint } from '../../lib/paging/cursor';
import { resolvePage } from '../../lib/paging/resolve-page';
import {
  accountsBySeq,
  accountsFetch,
  countAccounts,
  inAccountList,
  listCompanies,
  type AccountList,
} from './admin-users.repository';
import { pageOf, presentCompany, presentManagedUser } from './present';

export async function listOrganisations(
  ctx: AppContext,
  filter: z.output<typeof ZCompanyListRequest>,
): Promise<TCompanyList> {
  const { rows, total } = await listCompanies(ctx.db, filter);
  return pageOf(rows.map(presentCompany), filter.page, total);
}

/**
 * Administrators, or the individual, student and agent accounts (organisations are listed as companies): newest
 * first, counted from the tallies, searched through the search index (decision 016).
 */
export async function listUsers(
  ctx: AppContext,
  list: AccountList,
  request: z.output<typeof ZUserListQuery>,
): Promise<TManagedUserList> {
  const term = request.search?.trim().toLowerCase() || undefined;
  const { fetch, total, totalExact } = await searchedList(ctx.db, {
    table: 'users',
    term,
    listed: await countAccounts(ctx.db, list),
    fetchFor: (candidates) =>
      accountsFetch(ctx.db, list, term ? { term, ...(candidates ? { candidates } : {}) } : undefined),
    where: inAccountList(list),
    order: { columns: ['created_at', 'seq'], direction: 'desc' },
  });
  const fingerprint = listFingerprint(['accounts', list, term]);
  const { rows, info } = await resolvePage({
    page: request.page,
    pageSize: USERS_PAGE_SIZE,
    cursor: decodeCursor(request.cursor, fingerprint),
    fingerprint,
    total,
    totalExact,
    fetch,
    keyOf: (row) => row.key,
  });
  const accounts = await accountsBySeq(
    ctx.db,
    rows.map((row) => row.seq),
  );
  return { data: accounts.map(presentManagedUser), ...info };
}

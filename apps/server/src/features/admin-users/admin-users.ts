import type {
  TCompanyList,
  TManagedUserList,
  ZCompanyListRequest,
  ZUserListQuery,
} from '@docverify/contract/admin/users';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { USERS_PAGE_SIZE } from '@docverify/contract/admin/users';
import { readListPage, searchTerm } from '../../db/list-page';
import { accountsBySeq, accountsFetch, countAccounts, listCompanies, type AccountList } from './admin-users.repository';
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
  const term = searchTerm(request.search);
  const { rows, info } = await readListPage(
    ctx.db,
    {
      table: 'users',
      term,
      listed: await countAccounts(ctx.db, list),
      fetchFor: (search) => accountsFetch(ctx.db, list, term, search),
      identity: ['accounts', list],
    },
    { page: request.page, cursor: request.cursor, pageSize: USERS_PAGE_SIZE },
  );
  const accounts = await accountsBySeq(
    ctx.db,
    rows.map((row) => row.seq),
  );
  return { data: accounts.map(presentManagedUser), ...info };
}

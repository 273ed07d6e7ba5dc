import type {
  TCompanyList,
  TManagedUserList,
  ZCompanyListRequest,
  ZUserListQuery,
} from '@docverify/contract/admin/users';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { listAccounts, listCompanies } from './admin-users.repository';
import { pageOf, presentCompany, presentManagedUser } from './present';

export async function listOrganisations(
  ctx: AppContext,
  filter: z.output<typeof ZCompanyListRequest>,
): Promise<TCompanyList> {
  const { rows, total } = await listCompanies(ctx.db, filter);
  return pageOf(rows.map(presentCompany), filter.page, total);
}

/** Administrators, or the individual, student and agent accounts (organisations are listed as companies). */
export async function listUsers(
  ctx: AppContext,
  kind: 'administrators' | 'individuals',
  filter: z.output<typeof ZUserListQuery>,
): Promise<TManagedUserList> {
  const { rows, total } = await listAccounts(ctx.db, kind, filter);
  return pageOf(rows.map(presentManagedUser), filter.page, total);
}

import type { TCompany, TManagedUser } from '@docverify/contract/admin/users';
import { USERS_PAGE_SIZE } from '@docverify/contract/admin/users';
import { toInstitution } from '../institutions/institutions.repository';
import type { AccountRow, CompanyRow } from './admin-users.repository';
import { offsetPageInfo } from '../../lib/paging/page-info';

export function presentCompany(row: CompanyRow): TCompany {
  return {
    ...toInstitution(row),
    transcript_access: row.transcript_access,
    account:
      row.account_id && row.account_email && row.account_status
        ? {
            id: row.account_id,
            firstName: row.account_first_name ?? '',
            lastName: row.account_last_name ?? '',
            email: row.account_email,
            status: row.account_status,
            confirmed: row.account_email_verified_at !== null,
          }
        : null,
  };
}

export function presentManagedUser(row: AccountRow): TManagedUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    category: row.category,
    is_system_admin: row.is_system_admin === 1 ? 1 : 0,
    system_admin_type: row.system_admin_type,
    transcript_access: row.own_transcript_access ?? 'inactive',
    status: row.status,
    organisation:
      row.organisation_id && row.own_name && row.own_verification_status
        ? { id: row.organisation_id, name: row.own_name, verification_status: row.own_verification_status }
        : null,
    lastLoginAt: row.last_login_at,
    updatedAt: row.updated_at,
    createdAt: row.created_at,
    referredBy: row.referrer_name,
    confirmed: row.email_verified_at !== null,
  };
}

export function pageOf<T>(data: T[], page: number, total: number) {
  return { data, ...offsetPageInfo(page, USERS_PAGE_SIZE, total) };
}

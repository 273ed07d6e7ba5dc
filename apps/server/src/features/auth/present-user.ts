import type { TUser } from '@docverify/contract/auth/user';
import { userActions } from '../policy/policy';
import { principalFrom } from '../policy/principal';
import type { SessionUser } from './sessions.repository';

/** The user as the client sees it; takes the session check's row or a full one read by id. */
export function presentUser(user: Omit<SessionUser, 'session_stage' | 'session_second_factor_at'>): TUser {
  return {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    category: user.category,
    is_system_admin: user.is_system_admin === 1 ? 1 : 0,
    system_admin_type: user.system_admin_type,
    // Transcript access belongs to the organisation; its staff see the same menus.
    transcript_access: user.organisation?.transcript_access ?? 'inactive',
    status: user.status,
    organisation: user.organisation
      ? {
          id: user.organisation.id,
          name: user.organisation.name,
          verification_status: user.organisation.verification_status,
        }
      : null,
    lastLoginAt: user.last_login_at,
    updatedAt: user.updated_at,
    createdAt: user.created_at,
    can: userActions(principalFrom(user, '')),
  };
}

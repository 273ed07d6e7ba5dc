import type { TAuthResponse } from '@docverify/contract/auth/auth';
import {
  STAFF_PAGE_SIZE,
  type TStaff,
  type TStaffInvitationAccept,
  type TStaffListResponse,
  type ZStaffCreate,
  type ZStaffListRequest,
  type ZStaffUpdate,
} from '@docverify/contract/staff/staff';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { addSeconds, isoNow } from '../../lib/clock';
import { conflictOnDuplicate } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { requireInvitationAllowed } from '../../lib/throttle';
import { newId, newSecretToken } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';
import { staffInvitationMail } from '../../mail/templates';
import { recordAudit } from '../audit/audit';
import { invitesStaff, managesStaff, refusal } from '../policy/policy';
import { startSession, type RequestMeta } from '../auth/auth.service';
import type { Actor } from '../auth/authenticate';
import { revokeAllSessions } from '../auth/sessions.repository';
import { findUserByEmail, findUserWithOrganisation, insertUser, updateUser } from '../auth/users.repository';
import { invitationTokenHash } from '../auth/invitations.repository';
import {
  consumeStaffInvitation,
  deletePendingStaffInvitations,
  deleteUser,
  findOrganisationStaff,
  findPendingStaffInvitation,
  hasActedOnDocuments,
  insertStaffInvitation,
  listStaff,
  type StaffRow,
} from './staff.repository';
import { offsetPageInfo } from '../../lib/paging/page-info';

const INVITATION_DAYS = 7;
const ACCOUNT_EXISTS = 'An account with this e-mail already exists';
const NOT_FOUND = 'No such staff member';

type Manager = {
  userId: string;
  organisationId: string;
  organisationName: string;
  organisationVerified: boolean;
  firstName: string;
};

/**
 * The organisation behind a staff-management call (the route's guard has already admitted only organisation
 * accounts: policy `managesStaff`). Staff act on the organisation's documents but cannot manage colleagues.
 */
/**
 * The organisation whose staff the caller may list: the session's own account read (`actor`) says it, with no
 * further read, as the list is asked for far more often than staff change.
 */
export function staffListOrganisation(actor: Actor): string {
  if (!managesStaff(actor) || actor.organisationId === null) {
    throw new AppError('FORBIDDEN', refusal('managesStaff', actor));
  }
  return actor.organisationId;
}

export async function requireStaffManager(ctx: AppContext, actor: Actor): Promise<Manager> {
  const user = await findUserWithOrganisation(ctx.db, actor.userId);
  if (!user?.organisation || !managesStaff(actor)) throw new AppError('FORBIDDEN', refusal('managesStaff', actor));
  return {
    userId: user.id,
    organisationId: user.organisation.id,
    organisationName: user.organisation.name,
    organisationVerified: invitesStaff(actor),
    firstName: user.first_name,
  };
}

export function presentStaff(row: StaffRow): TStaff {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    invited: row.email_verified_at === null,
    last_login_at: row.last_login_at,
    created_at: row.created_at,
  };
}

/** What the audit trail keeps of a staff account: the fields a manager can change, never the password. */
function auditedStaff(row: Pick<StaffRow, 'email' | 'first_name' | 'last_name' | 'phone' | 'status'>) {
  return {
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    status: row.status,
  };
}

async function ownStaff(ctx: AppContext, manager: Manager, staffId: string): Promise<StaffRow> {
  const staff = await findOrganisationStaff(ctx.db, manager.organisationId, staffId);
  if (!staff) throw new AppError('NOT_FOUND', NOT_FOUND);
  return staff;
}

/** Adds the account at once (so the list shows it) with a password nobody knows, and e-mails the invitation. */
export async function createStaff(
  ctx: AppContext,
  input: z.output<typeof ZStaffCreate> & { manager: Manager },
): Promise<TStaff> {
  // Staff exist to work a verifying body's queue, which only a verified body has (decision 014).
  if (!input.manager.organisationVerified) {
    throw new AppError(
      'FORBIDDEN',
      'Your organisation must be verified by an administrator before it can invite staff',
    );
  }
  if (await findUserByEmail(ctx.db, input.email)) {
    throw new AppError('CONFLICT', ACCOUNT_EXISTS, { email: ACCOUNT_EXISTS });
  }
  await requireInvitationAllowed(ctx, { email: input.email, organisationId: input.manager.organisationId });
  const now = ctx.clock.now();
  const userId = newId();
  const token = newSecretToken();
  // Random and never shown: the account cannot be signed into until the invitation sets a password.
  const unusablePassword = await hashPassword(newSecretToken(), ctx.config.scryptCost);
  await conflictOnDuplicate(
    () =>
      ctx.db.transaction().execute(async (trx) => {
        await insertUser(trx, {
          id: userId,
          email: input.email,
          password_hash: unusablePassword,
          first_name: input.firstName,
          last_name: input.lastName,
          phone: input.phone ?? null,
          category: 'staff',
          is_system_admin: 0,
          system_admin_type: null,
          status: 'active',
          email_verified_at: null,
          organisation_id: input.manager.organisationId,
          referred_by_organisation_id: null,
          last_login_at: null,
          created_at: now.toISOString(),
          updated_at: null,
        });
        await insertStaffInvitation(trx, {
          id: newId(),
          user_id: userId,
          token_hash: invitationTokenHash(ctx, `staff:${token}`),
          invited_by_user_id: input.manager.userId,
          expires_at: addSeconds(now, INVITATION_DAYS * 86_400).toISOString(),
          created_at: now.toISOString(),
        });
        await recordAudit(trx, {
          actorUserId: input.manager.userId,
          action: 'staff.created',
          entityType: 'staff',
          entityId: userId,
          after: auditedStaff({
            email: input.email,
            first_name: input.firstName,
            last_name: input.lastName,
            phone: input.phone ?? null,
            status: 'active',
          }),
          now: now.toISOString(),
        });
        await ctx.mailer.send(
          staffInvitationMail({
            to: input.email,
            firstName: input.firstName,
            organisationName: input.manager.organisationName,
            link: `${ctx.config.publicUrl}/signup/staff?invitation=${token}`,
            days: INVITATION_DAYS,
          }),
          trx,
        );
      }),
    ACCOUNT_EXISTS,
  );
  return presentStaff(await ownStaff(ctx, input.manager, userId));
}

export async function listOrganisationStaff(
  ctx: AppContext,
  input: z.output<typeof ZStaffListRequest> & { organisationId: string },
): Promise<TStaffListResponse> {
  const { rows, total } = await listStaff(ctx.db, {
    organisationId: input.organisationId,
    search: input.search || undefined,
    limit: STAFF_PAGE_SIZE,
    offset: (input.page - 1) * STAFF_PAGE_SIZE,
  });
  return {
    data: rows.map(presentStaff),
    ...offsetPageInfo(input.page, STAFF_PAGE_SIZE, total),
  };
}

/** Deactivating ends every session at once; the session check refuses inactive users as well. */
export async function updateStaff(
  ctx: AppContext,
  input: z.output<typeof ZStaffUpdate> & { manager: Manager },
): Promise<TStaff> {
  const staff = await ownStaff(ctx, input.manager, input.staff_id);
  if (input.status === 'active' && staff.status !== 'active' && staff.deactivated_by_admin_at) {
    const message = 'An administrator deactivated this account: only an administrator can activate it again';
    throw new AppError('FORBIDDEN', message, { status: message });
  }
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, staff.id, {
      ...(input.firstName !== undefined ? { first_name: input.firstName } : {}),
      ...(input.lastName !== undefined ? { last_name: input.lastName } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      updated_at: now,
    });
    if (input.status === 'inactive') await revokeAllSessions(trx, staff.id, now);
    const after = await findOrganisationStaff(trx, input.manager.organisationId, staff.id);
    await recordAudit(trx, {
      actorUserId: input.manager.userId,
      action: 'staff.updated',
      entityType: 'staff',
      entityId: staff.id,
      before: auditedStaff(staff),
      after: after ? auditedStaff(after) : null,
      now,
    });
  });
  return presentStaff(await ownStaff(ctx, input.manager, staff.id));
}

/**
 * Removes the account. One that has acted on documents (decided a request, sent or paid for one) stays as a
 * name in those records: it is detached from the organisation, deactivated and anonymised instead, so the
 * history keeps its "who" and the e-mail is free to be invited again.
 */
export async function removeStaff(
  ctx: AppContext,
  input: { manager: Manager; staff_id: string },
): Promise<'deleted' | 'anonymised'> {
  const staff = await ownStaff(ctx, input.manager, input.staff_id);
  const now = isoNow(ctx.clock);
  const removed = (trx: Db, outcome: 'deleted' | 'anonymised') =>
    recordAudit(trx, {
      actorUserId: input.manager.userId,
      action: 'staff.deleted',
      entityType: 'staff',
      entityId: staff.id,
      before: auditedStaff(staff),
      after: { outcome },
      now,
    });
  if (!(await hasActedOnDocuments(ctx.db, staff.id))) {
    await ctx.db.transaction().execute(async (trx) => {
      await deleteUser(trx, staff.id);
      await removed(trx, 'deleted');
    });
    return 'deleted';
  }
  const unusablePassword = await hashPassword(newSecretToken(), ctx.config.scryptCost);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, staff.id, {
      email: `removed-${staff.id}@staff.invalid`,
      first_name: 'Former',
      last_name: 'staff member',
      phone: null,
      status: 'inactive',
      password_hash: unusablePassword,
      organisation_id: null,
      updated_at: now,
    });
    await revokeAllSessions(trx, staff.id, now);
    await deletePendingStaffInvitations(trx, staff.id);
    await removed(trx, 'anonymised');
  });
  return 'anonymised';
}

export async function readStaffInvitation(ctx: AppContext, token: string) {
  const invitation = await findPendingStaffInvitation(
    ctx.db,
    invitationTokenHash(ctx, `staff:${token}`),
    isoNow(ctx.clock),
  );
  if (!invitation) throw new AppError('NOT_FOUND', 'This invitation is not valid or has expired');
  return invitation;
}

/** Setting the password proves the e-mail (the link went there), so the account is confirmed and signed in. */
export async function acceptStaffInvitation(
  ctx: AppContext,
  input: TStaffInvitationAccept,
  meta: RequestMeta,
): Promise<TAuthResponse> {
  const invitation = await readStaffInvitation(ctx, input.token);
  const passwordHash = await hashPassword(input.password, ctx.config.scryptCost);
  const now = isoNow(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumeStaffInvitation(trx, invitation.id, now))) {
      throw new AppError('NOT_FOUND', 'This invitation is not valid or has expired');
    }
    await updateUser(trx, invitation.user_id, { password_hash: passwordHash, email_verified_at: now, updated_at: now });
  });
  const user = await findUserByEmail(ctx.db, invitation.email);
  if (!user) throw new AppError('NOT_FOUND', 'This invitation is not valid or has expired');
  return startSession(ctx, user, meta);
}

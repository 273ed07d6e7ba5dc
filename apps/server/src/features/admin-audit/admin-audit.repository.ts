import type { TAuditEntityType } from '@docverify/contract/admin/audit';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { likePattern } from '../../lib/like';

export type AuditFilter = { search?: string; entityType?: TAuditEntityType; from?: string; to?: string };

type AuditEb = ExpressionBuilder<Database, 'audit_log' | 'users'>;

function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
}

function matching(eb: AuditEb, filter: AuditFilter) {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.entityType) conditions.push(eb('audit_log.entity_type', '=', filter.entityType));
  if (filter.from) conditions.push(eb('audit_log.created_at', '>=', `${filter.from}T00:00:00.000Z`));
  if (filter.to) conditions.push(eb('audit_log.created_at', '<', dayAfter(filter.to)));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(
      eb.or([
        sql<SqlBool>`audit_log.search_text like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(users.first_name || ' ' || users.last_name) like ${pattern} escape '\\'`,
        sql<SqlBool>`lower(users.email) like ${pattern} escape '\\'`,
      ]),
    );
  }
  return eb.and(conditions);
}

const withActor = (db: Db) => db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_user_id');

/** One page of the trail, newest first, and how many entries match in all. */
export async function listAuditEntries(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    withActor(db)
      .selectAll('audit_log')
      .select(['users.first_name', 'users.last_name', 'users.email'])
      .where((eb) => matching(eb, filter))
      .orderBy('audit_log.created_at', 'desc')
      .orderBy('audit_log.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    withActor(db)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .where((eb) => matching(eb, filter))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type AuditListRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

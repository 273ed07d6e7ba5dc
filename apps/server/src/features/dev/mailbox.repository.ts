import type { Db } from '../../db/database';

export async function listMail(db: Db, to: string | undefined, limit = 100) {
  let query = db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit);
  if (to) query = query.where('to_address', '=', to);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    createdAt: row.created_at,
  }));
}

import type { Db } from '../../db/database';
import type { DocumentShareRow } from '../../db/schema';
import { newId } from '../../lib/ids';
import { findShareByCode, insertShareIfAbsent } from './shares.repository';

export const DEFAULT_SHARE_LABEL = 'Default link';

type DocumentWithCode = {
  id: string;
  viewer_code: string | null;
  uploaded_by_user_id: string;
  decided_at: string | null;
};

/**
 * The request's default link: its viewer code, as a share row the owner can see and revoke like any other. The
 * row is written the first time the code is opened or the owner lists the links (decision 023), so requests
 * verified before shares existed, and those verification writes today, need no change where the code is set.
 * Race-safe: the code is unique and so is a request's default, so two first visits write one row.
 */
export async function ensureDefaultShare(
  db: Db,
  document: DocumentWithCode,
  now: string,
): Promise<DocumentShareRow | undefined> {
  if (!document.viewer_code) return undefined;
  const existing = await findShareByCode(db, document.viewer_code);
  if (existing) return existing.document_id === document.id ? existing : undefined;
  await insertShareIfAbsent(db, {
    id: newId(),
    document_id: document.id,
    code: document.viewer_code,
    label: DEFAULT_SHARE_LABEL,
    created_by_user_id: document.uploaded_by_user_id,
    created_at: document.decided_at ?? now,
    expires_at: null,
    revoked_at: null,
    revoked_by_user_id: null,
    is_default: 1,
    view_count: 0,
    last_viewed_at: null,
  });
  const written = await findShareByCode(db, document.viewer_code);
  return written?.document_id === document.id ? written : undefined;
}

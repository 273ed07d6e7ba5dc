import type { TShare, TShareView } from '@docverify/contract/shares/shares';
import type { DocumentShareRow } from '../../db/schema';
import type { ListedView } from './shares.repository';

export function shareState(share: DocumentShareRow, now: string): TShare['state'] {
  if (share.revoked_at !== null) return 'revoked';
  if (share.expires_at !== null && share.expires_at <= now) return 'expired';
  return 'active';
}

/** A link as its owner sees it, with what the caller may do to it (the web shows only those actions). */
export function presentShare(share: DocumentShareRow, now: string, canManage: boolean): TShare {
  return {
    id: share.id,
    label: share.label,
    code: share.code,
    is_default: share.is_default === 1,
    state: shareState(share, now),
    created_at: share.created_at,
    expires_at: share.expires_at,
    revoked_at: share.revoked_at,
    view_count: Number(share.view_count),
    last_viewed_at: share.last_viewed_at,
    can: { revoke: canManage && share.revoked_at === null },
  };
}

export function presentView(view: ListedView): TShareView {
  return {
    id: view.id,
    viewed_at: view.viewed_at,
    share_id: view.share_id,
    share_label: view.share_label,
    outcome: view.outcome,
    browser: view.browser_family,
    network_hint: view.network_hint,
  };
}

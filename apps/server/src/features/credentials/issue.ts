import { randomInt } from 'node:crypto';
import { CREDENTIAL_JWS_TYP, STATUS_LIST_BITS } from '@docverify/contract/credentials/credential';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { CredentialRow, DocumentStatus } from '../../db/schema';
import { newId } from '../../lib/ids';
import { buildCredentialPayload } from './credential-payload';
import {
  createStatusList,
  findCredentialFacts,
  findLiveCredential,
  insertCredential,
  isSlotTaken,
  newestStatusList,
  publishSigningKey,
  revokeLiveCredential,
} from './credentials.repository';
import { signJson } from './jws';
import type { SigningKey } from './signing-keys';

/** What issuing needs from the application: the key and the address the credential names as issuer. */
export type CredentialIssuer = { key: SigningKey; publicUrl: string };

export const issuerOf = (ctx: Pick<AppContext, 'credentialKey' | 'config'>): CredentialIssuer => ({
  key: ctx.credentialKey,
  publicUrl: ctx.config.publicUrl,
});

/** A list is left for a new one at 70 % full, so a random free slot is still found in a few tries. */
const LIST_FILL_LIMIT = 0.7;
const SLOT_TRIES = 64;

/** The list new credentials go into, opening the next one when the newest is full enough. */
async function openStatusList(trx: Db, now: string) {
  const newest = await newestStatusList(trx);
  if (newest && Number(newest.used) < newest.size * LIST_FILL_LIMIT) return newest;
  const list = { id: (newest?.id ?? 0) + 1, size: STATUS_LIST_BITS };
  await createStatusList(trx, { ...list, now });
  return list;
}

/**
 * Issues the request's credential in the caller's transaction, or returns the live one it already has (a second
 * call, or another instance that won the race). The status slot is random, so a list's bits do not tell the order
 * in which people were verified.
 */
export async function issueCredential(
  trx: Db,
  issuer: CredentialIssuer,
  { documentId, now }: { documentId: string; now: string },
): Promise<CredentialRow | undefined> {
  const live = await findLiveCredential(trx, documentId);
  if (live) return live;
  const facts = await findCredentialFacts(trx, documentId);
  if (!facts) return undefined;
  await publishSigningKey(trx, issuer.key, now);
  for (let attempt = 0; attempt < SLOT_TRIES; attempt += 1) {
    const list = await openStatusList(trx, now);
    const index = randomInt(0, list.size);
    if (await isSlotTaken(trx, list.id, index)) continue;
    const id = newId();
    const payload = buildCredentialPayload({
      credentialId: id,
      facts,
      publicUrl: issuer.publicUrl,
      statusListId: list.id,
      statusIndex: index,
      issuedAt: new Date(now),
    });
    const row: CredentialRow = {
      id,
      document_id: documentId,
      kid: issuer.key.kid,
      status_list_id: list.id,
      status_index: index,
      jws: await signJson(issuer.key, { typ: CREDENTIAL_JWS_TYP, cty: 'vc' }, payload),
      issued_at: now,
      revoked_at: null,
      revocation_reason: null,
    };
    if (await insertCredential(trx, row)) return row;
    const winner = await findLiveCredential(trx, documentId);
    if (winner) return winner;
  }
  throw new Error('No free status list slot found: the status list is too full');
}

/**
 * Called by `changeStatus` for every move, in its transaction: leaving `verified` revokes the live credential
 * (archived, an administrator's reversal, a later decision); arriving at `verified` issues a fresh one when the
 * caller brought the issuer. A verified request without one gets it on its first public read (`credentialForCode`).
 */
export async function credentialsFollowStatus(
  trx: Db,
  change: { documentId: string; from: DocumentStatus; to: DocumentStatus; now: string; issuer?: CredentialIssuer },
): Promise<void> {
  if (change.from === 'verified' && change.to !== 'verified') {
    await revokeLiveCredential(trx, change.documentId, change.now, `status became ${change.to}`);
  }
  if (change.to === 'verified' && change.issuer) {
    await issueCredential(trx, change.issuer, { documentId: change.documentId, now: change.now });
  }
}

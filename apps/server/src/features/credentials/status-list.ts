import { gzipSync } from 'node:zlib';
import {
  CREDENTIAL_JWS_TYP,
  VC_CONTEXT_V2,
  type TStatusListCredential,
} from '@docverify/contract/credentials/credential';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { isoNow } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { ISSUER_NAME, statusListUrl } from './credential-payload';
import { findStatusList, publishSigningKey, revocationStamp, revokedSlots } from './credentials.repository';
import { signJson } from './jws';

/**
 * The W3C Bitstring Status List's encoding: bit i is the (i mod 8)-th bit from the top of byte i/8 (index 0 is
 * the first byte's most significant bit), set when revoked; GZIP, then multibase base64url ('u', no padding).
 */
export function encodeStatusList(size: number, revoked: Iterable<number>): string {
  const bits = new Uint8Array(Math.ceil(size / 8));
  for (const index of revoked) bits[index >> 3]! |= 0x80 >> (index & 7);
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** A signed list is reused until a bit flips or it is this old (its validFrom then moves on). */
const CACHE_SECONDS = 300;
type CachedList = { stamp: string; jws: string; signedAt: number };
// Per database: tests run several apps in one process, each with its own list 1.
const signedLists = new WeakMap<Db, Map<string, CachedList>>();

/**
 * `GET /status-lists/:id`: the list as a status list credential, signed with this instance's key. Signed on
 * request, since a revocation must show at once, but cached by the newest revocation so a busy verifier's checks
 * cost an index read, not a signature and a 16 KiB compression each.
 */
export async function signedStatusList(ctx: AppContext, listId: number): Promise<string> {
  const list = await findStatusList(ctx.db, listId);
  if (!list) throw new AppError('NOT_FOUND', 'No such status list');
  const stamp = `${ctx.credentialKey.kid}|${await revocationStamp(ctx.db, listId)}`;
  const cache = signedLists.get(ctx.db) ?? new Map<string, CachedList>();
  signedLists.set(ctx.db, cache);
  const now = ctx.clock.now();
  const cached = cache.get(String(listId));
  if (cached && cached.stamp === stamp && now.getTime() - cached.signedAt < CACHE_SECONDS * 1000) return cached.jws;

  const url = statusListUrl(ctx.config.publicUrl, listId);
  const payload: TStatusListCredential = {
    '@context': [VC_CONTEXT_V2],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: { id: ctx.config.publicUrl, name: ISSUER_NAME },
    validFrom: now.toISOString(),
    credentialSubject: {
      id: `${url}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList: encodeStatusList(list.size, await revokedSlots(ctx.db, listId)),
    },
    iat: Math.floor(now.getTime() / 1000),
  };
  // An instance whose key has not signed a credential yet still signs lists: its key must be published first.
  await publishSigningKey(ctx.db, ctx.credentialKey, isoNow(ctx.clock));
  const jws = await signJson(ctx.credentialKey, { typ: CREDENTIAL_JWS_TYP, cty: 'vc' }, payload);
  cache.set(String(listId), { stamp, jws, signedAt: now.getTime() });
  return jws;
}

import { scrypt, timingSafeEqual, randomBytes, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

function optionsFor(costLog2: number, r: number, p: number): ScryptOptions {
  const N = 2 ** costLog2;
  // Node refuses to allocate past 32 MiB unless told; scrypt needs 128 * N * r bytes.
  return { N, r, p, maxmem: 256 * N * r };
}

/** Format: scrypt$<log2 N>$<r>$<p>$<salt>$<key>, so the cost can rise without breaking old hashes. */
export async function hashPassword(password: string, costLog2: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(costLog2, 8, 1));
  return ['scrypt', costLog2, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), optionsFor(Number(cost), Number(r), Number(p)));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Compared against when no account matches, so timing does not reveal which e-mails exist. */
let decoy: Promise<string> | undefined;
export function decoyHash(costLog2: number): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'), costLog2);
  return decoy;
}

import fs from 'node:fs';
import path from 'node:path';
import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import type { Secrets } from '../context';

function fromMaster(master: string): Secrets {
  const derive = (purpose: string) => createHash('sha256').update(`${purpose}:${master}`).digest();
  // A KeyObject made once: given raw bytes, jose imports a new key on every sign and verify (~6 % of a
  // signed-in request's time in a CPU profile at a million requests).
  return { jwtKey: createSecretKey(derive('jwt')), hashKey: derive('hash'), sealKey: derive('seal') };
}

/**
 * JWT_SECRET when set (required in production, shared by every instance); otherwise a secret generated once
 * and kept in the data folder, so sign-ins survive a restart of the embedded setup.
 */
export function loadSecrets(config: { jwtSecret: string | undefined; dataDir: string }): Secrets {
  if (config.jwtSecret) return fromMaster(config.jwtSecret);
  const file = path.join(config.dataDir, '.secret');
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  return fromMaster(fs.readFileSync(file, 'utf8').trim());
}

export function randomSecrets(): Secrets {
  return fromMaster(randomBytes(32).toString('base64url'));
}

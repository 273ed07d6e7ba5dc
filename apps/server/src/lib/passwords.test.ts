import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('correct horse 1', 10);
    const b = await hashPassword('correct horse 1', 10);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(await verifyPassword('correct horse 1', a)).toBe(true);
    expect(await verifyPassword('correct horse 2', a)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  it('checks old hashes at their own cost after the cost is raised', async () => {
    const old = await hashPassword('secret123', 10);
    expect(await verifyPassword('secret123', old)).toBe(true);
    const stronger = await hashPassword('secret123', 14);
    expect(stronger.split('$')[1]).toBe('14');
    expect(await verifyPassword('secret123', stronger)).toBe(true);
  });
});

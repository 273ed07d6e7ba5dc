import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

describe('sealed secrets', () => {
  const key = randomBytes(32);

  it('reads back what it sealed, and differs each time', () => {
    const first = seal(key, 'JBSWY3DPEHPK3PXP');
    expect(unseal(key, first)).toBe('JBSWY3DPEHPK3PXP');
    expect(seal(key, 'JBSWY3DPEHPK3PXP')).not.toBe(first);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('refuses an altered value and another key', () => {
    const sealed = seal(key, 'secret');
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => unseal(key, altered)).toThrow();
    expect(() => unseal(randomBytes(32), sealed)).toThrow();
  });
});

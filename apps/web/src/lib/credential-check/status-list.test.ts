import { describe, expect, it } from 'vitest';
import { bitAt, decodeEncodedList } from '@/lib/credential-check/status-list';

describe('the status list bitstring', () => {
  it('numbers bits from the most significant bit of the first byte (W3C Bitstring Status List)', () => {
    const list = Uint8Array.from([0b1000_0001, 0b0100_0000]);
    expect([0, 1, 6, 7, 8, 9].map((index) => bitAt(list, index))).toEqual([true, false, false, true, false, true]);
    expect(bitAt(list, 16)).toBeNull();
  });

  it.each([
    ['no multibase prefix', 'H4sIAAAAAAAAA'],
    ['not base64url', 'u$$$'],
    ['not gzip', 'uAAAA'],
  ])('refuses an encoded list with %s', async (_name, encoded) => {
    expect(await decodeEncodedList(encoded)).toBeNull();
  });
});

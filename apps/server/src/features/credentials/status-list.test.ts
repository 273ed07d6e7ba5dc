import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeStatusList } from './status-list';

const decode = (encoded: string) => gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));

describe('bitstring status list encoding', () => {
  it('is multibase base64url of a gzipped 16 KiB bitstring, index 0 the first byte’s top bit', () => {
    const encoded = encodeStatusList(131_072, [0, 9, 131_071]);
    expect(encoded).toMatch(/^u[\w-]+$/);
    const bits = decode(encoded);
    expect(bits).toHaveLength(16_384);
    expect(bits[0]).toBe(0b1000_0000);
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[16_383]).toBe(0b0000_0001);
    expect(bits.subarray(2, 16_383).every((byte) => byte === 0)).toBe(true);
  });

  it('compresses an empty list to a few dozen bytes, so herd privacy costs little', () => {
    expect(encodeStatusList(131_072, []).length).toBeLessThan(100);
  });
});

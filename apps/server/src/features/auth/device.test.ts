import { describe, expect, it } from 'vitest';
import { deviceInWords, deviceOf, networkOf, sameDevice } from './device';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const chrome124 =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const chrome131 = chrome124.replace('124.0.0.0', '131.0.0.0');

describe('device', () => {
  it('names the browser family and the OS, without versions', () => {
    expect(deviceInWords(deviceOf(iphone))).toBe('Safari on iOS');
    expect(deviceInWords(deviceOf(chrome124))).toBe('Chrome on Windows');
    expect(sameDevice(deviceOf(chrome124), deviceOf(chrome131))).toBe(true);
    expect(sameDevice(deviceOf(chrome124), deviceOf(iphone))).toBe(false);
  });

  it('says so when the user agent is missing or unknown', () => {
    expect(deviceOf(null)).toEqual({ browser: null, os: null });
    expect(deviceInWords(deviceOf('  '))).toBe('An unknown browser');
    expect(deviceInWords(deviceOf('curl/8.5.0'))).toBe('An unknown browser');
  });
});

describe('network', () => {
  it('keeps an IPv4 /24 and an IPv6 /48, never the full address', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.x');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.x');
    expect(networkOf('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8:85a3::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf(null)).toBeNull();
    expect(networkOf('not an address')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { browserFamily, networkHint, visitorOf } from './visitor';

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
};

describe('browser family', () => {
  it.each([
    ['chromeWindows', 'Chrome · desktop'],
    ['chromeAndroid', 'Chrome · mobile'],
    ['chromeIos', 'Chrome · mobile'],
    ['edge', 'Edge · desktop'],
    ['edgeAndroid', 'Edge · mobile'],
    ['firefox', 'Firefox · desktop'],
    ['firefoxIos', 'Firefox · mobile'],
    ['safariMac', 'Safari · desktop'],
    ['safariIphone', 'Safari · mobile'],
    ['samsung', 'Samsung Internet · mobile'],
    ['opera', 'Opera · desktop'],
    ['headless', 'Chrome · desktop'],
    ['curl', 'Other · desktop'],
  ] as const)('%s reads as %s', (name, expected) => {
    expect(browserFamily(agents[name])).toBe(expected);
  });

  it('names no browser when there is no User-Agent, and never echoes what was sent', () => {
    expect(browserFamily(undefined)).toBe('Other · desktop');
    expect(browserFamily('')).toBe('Other · desktop');
    expect(browserFamily(`<script>${'x'.repeat(10_000)}`)).toBe('Other · desktop');
  });
});

describe('network hint', () => {
  it('keeps the first two octets of an IPv4 address', () => {
    expect(networkHint('102.89.34.17')).toBe('102.89.x.x');
    expect(networkHint('::ffff:102.89.34.17')).toBe('102.89.x.x');
    expect(networkHint('127.0.0.1')).toBe('127.0.x.x');
  });

  it('keeps the first 32 bits of an IPv6 address', () => {
    expect(networkHint('2001:0db8:85a3:0000:0000:8a2e:0370:7334')).toBe('2001:db8::/32');
    expect(networkHint('2c0f:f248::1')).toBe('2c0f:f248::/32');
    expect(networkHint('2001::1')).toBe('2001:0::/32');
    expect(networkHint('::1')).toBe('0:0::/32');
    expect(networkHint('fe80::1%eth0')).toBe('fe80:0::/32');
  });

  it('says unknown for anything that is not an address', () => {
    for (const value of [undefined, null, '', 'localhost', '999.1.1.1', '1.2.3', 'not an ip']) {
      expect(networkHint(value)).toBe('unknown');
    }
  });

  it('never keeps the full address', () => {
    const visitor = visitorOf({ ip: '41.203.72.9', userAgent: agents.chromeAndroid });
    expect(visitor).toEqual({ browserFamily: 'Chrome · mobile', networkHint: '41.203.x.x' });
    expect(JSON.stringify(visitor)).not.toContain('72.9');
  });
});

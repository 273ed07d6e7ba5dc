import Bowser from 'bowser';
import { isIPv4, isIPv6 } from 'node:net';

/** What a person recognises a sign-in by: the browser family and the operating system, no versions (decision 076). */
export type Device = { browser: string | null; os: string | null };

export function deviceOf(userAgent: string | null): Device {
  if (!userAgent?.trim()) return { browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  return { browser: parsed.browser.name || null, os: parsed.os.name || null };
}

/** "Chrome on Windows", "Safari on iOS"; "An unknown browser" when the user agent says nothing we know. */
export function deviceInWords(device: Device): string {
  if (device.browser && device.os) return `${device.browser} on ${device.os}`;
  return device.browser ?? (device.os ? `A browser on ${device.os}` : 'An unknown browser');
}

/** Two sign-ins are from the same device when browser family and OS agree (a browser update is not a new device). */
export const sameDevice = (a: Device, b: Device) => a.browser === b.browser && a.os === b.os;

function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * The network a sign-in came from, never the address itself (decision 076): an IPv4 /24 as "203.0.113.x", an
 * IPv6 /48 as "2001:db8:85a3::/48". Enough to tell "my office" from "another country", not enough to find a home.
 */
export function networkOf(ip: string | null): string | null {
  if (!ip) return null;
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)?.[1];
  const address = mapped ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.x`;
  if (isIPv6(address)) {
    const groups = ipv6Groups(address.split('%')[0]!).slice(0, 3);
    return `${groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/48`;
  }
  return null;
}

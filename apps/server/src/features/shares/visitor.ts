import { isIP } from 'node:net';

/**
 * What a share view keeps of its visitor (decision 023): a browser family and the kind of device, and the visitor's
 * network at the width of an internet provider's block. Enough for an owner to tell "someone in the same office,
 * on a phone" from "a crawler abroad"; too little to single out a person, so no full address and no raw
 * User-Agent string is ever stored.
 */
export type Visitor = { browserFamily: string; networkHint: string };

export type VisitSource = { ip: string | null | undefined; userAgent: string | null | undefined };

/** Checked in order: most browsers also claim to be Chrome and Safari, so the specific names come first. */
const families: [name: string, pattern: RegExp][] = [
  ['Samsung Internet', /SamsungBrowser\//],
  ['Opera', /\bOPR\/|\bOPT\/|\bOPiOS\/|\bOpera\b/],
  ['Edge', /\bEdg(?:e|A|iOS)?\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  // HeadlessChrome too: an automated check is still Chrome.
  ['Chrome', /Chrome\/|\bCriOS\/|\bChromium\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\/|\biPhone\b.*\bAppleWebKit\//],
];

const MOBILE = /\bMobi|\bAndroid\b|\biPhone\b|\biPad\b|\biPod\b/;

export function browserFamily(userAgent: string | null | undefined): string {
  const agent = (userAgent ?? '').slice(0, 512);
  const family = families.find(([, pattern]) => pattern.test(agent))?.[0] ?? 'Other';
  return `${family} · ${MOBILE.test(agent) ? 'mobile' : 'desktop'}`;
}

/** The groups of an IPv6 address, `::` expanded: 8 numbers. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

export function networkHint(ip: string | null | undefined): string {
  const address = (ip ?? '').trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? (isIP(address) === 4 ? address : undefined);
  if (v4) {
    const [a, b] = v4.split('.');
    return `${a}.${b}.x.x`;
  }
  if (isIP(address) === 6) {
    const [a = 0, b = 0] = ipv6Groups(address.toLowerCase());
    return `${a.toString(16)}:${b.toString(16)}::/32`;
  }
  return 'unknown';
}

export function visitorOf(source: VisitSource): Visitor {
  return { browserFamily: browserFamily(source.userAgent), networkHint: networkHint(source.ip) };
}

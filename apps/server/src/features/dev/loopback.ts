import net from 'node:net';

// BlockList compares addresses, not strings: ::ffff:127.0.0.1 and 0:0:0:0:0:0:0:1 are loopback too.
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a connection comes from this machine (127.0.0.0/8 or ::1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const family = net.isIP(address);
  return family !== 0 && loopback.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

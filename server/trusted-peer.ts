import { BlockList, isIP } from 'node:net';
import type { AppConfig } from './config';

/** proxy-addr's range names (the ones a TRUST_PROXY list may use), as subnets. */
const RANGES: Record<string, readonly [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** `::ffff:127.0.0.1` (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
const plainAddress = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

/**
 * Whether the socket's peer is a proxy TRUST_PROXY names, so what it says about the request (its
 * X-Request-Id) is believed: never with TRUST_PROXY off; always with `true` or a hop count (the
 * nearest hop is a proxy by definition, as Fastify reads X-Forwarded-For); with an address list,
 * only when the peer is in it.
 */
export function trustedPeer(value: AppConfig['TRUST_PROXY']): (address: string | undefined) => boolean {
  if (value === false || value === 0) return () => false;
  if (value === true || typeof value === 'number') return () => true;
  const list = new BlockList();
  for (const entry of value.split(',')) {
    const ranges = RANGES[entry];
    if (ranges) for (const [network, prefix, family] of ranges) list.addSubnet(network, prefix, family);
    else {
      const [address = '', prefix] = entry.split('/');
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(prefix), family);
    }
  }
  return (address) => {
    if (!address) return false;
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

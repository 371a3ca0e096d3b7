// Whose request this is, for the per-address caps (docs/security.md). Behind a reverse proxy every
// request comes from the proxy's socket: without TRUST_PROXY they all count as one address, and one
// visitor could use up the caps of all. With TRUST_PROXY the client's address is read from
// X-Forwarded-For, but only as far as trusted proxies wrote it: a visitor can put anything at the
// front of that header, so its entries are read from the right, past the trusted hops only.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { EXIT, StartRefused } from './startup.ts';

/** TRUST_PROXY: how many proxies in front (a count), or which addresses are proxies (a list). */
export type TrustProxy = { hops: number } | { addresses: ReadonlySet<string> };

/** `1`, `2`: that many proxies; `127.0.0.1,10.0.0.5`: those addresses; unset or empty: none. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  if (raw === undefined || raw.trim() === '') return null;
  if (/^\d+$/.test(raw.trim())) {
    const hops = Number(raw.trim());
    return hops === 0 ? null : { hops };
  }
  const addresses = raw.split(',').map((a) => plain(a.trim()));
  const bad = addresses.find((a) => isIP(a) === 0);
  if (bad !== undefined)
    throw new StartRefused(
      `TRUST_PROXY must be a count of proxies or a comma-separated list of their IP addresses; "${bad}" is not an IP address`,
      EXIT.config,
    );
  return { addresses: new Set(addresses) };
}

/** An IPv4 address as an IPv6 socket shows it (::ffff:1.2.3.4) is that IPv4 address. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** The client's address: the socket's, or with TRUST_PROXY the one the trusted proxies saw. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy | null): string {
  const socket = plain(req.socket.remoteAddress ?? 'unknown');
  if (trust === null) return socket;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((a) => plain(a.trim()))
    .filter((a) => a !== '');
  // Nearest hop last: the socket, then the addresses each proxy appended.
  const hops = [...forwarded, socket];
  if ('hops' in trust) {
    const i = hops.length - 1 - trust.hops;
    return valid(hops[Math.max(0, i)], socket);
  }
  let i = hops.length - 1;
  while (i > 0 && trust.addresses.has(hops[i])) i--;
  return valid(hops[i], socket);
}

/** Anything but an IP address written in the header is not taken (it would be a free new key). */
function valid(address: string, socket: string): string {
  return isIP(address) === 0 ? socket : address;
}

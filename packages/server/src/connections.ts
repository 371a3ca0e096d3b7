// TCP-level caps: how many sockets the server holds, in all and from one address, and how long a
// socket may sit without sending its request. Counted on the http server's 'connection' event, so
// websockets count too (they are upgraded HTTP connections) and an idle socket that never sends a
// byte costs one count until the headers timeout closes it, never a file descriptor beyond the cap.
import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import type { Limits } from './config.ts';

export interface ConnectionCounts {
  total(): number;
  from(address: string): number;
  /** Sockets refused since the start. */
  refused(): number;
}

/** Written to a refused socket before it is closed: a client that reads gets the reason. */
function refusal(error: string): string {
  const body = JSON.stringify({ error });
  return (
    'HTTP/1.1 503 Service Unavailable\r\nContent-Type: application/json\r\nConnection: close\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

export function limitConnections(http: HttpServer, limits: Limits, log: Logger): ConnectionCounts {
  const perAddress = new Map<string, number>();
  let total = 0;
  let refused = 0;
  let lastWarning = 0;
  // A request's headers must arrive soon after the socket opens (and the whole request not much
  // later); a kept-alive socket with nothing to do is closed after a few seconds.
  http.headersTimeout = limits.headersTimeoutMs;
  http.requestTimeout = limits.headersTimeoutMs * 3;
  http.keepAliveTimeout = limits.keepAliveTimeoutMs;

  http.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const mine = perAddress.get(address) ?? 0;
    const over =
      total >= limits.maxConnections
        ? `the server has its ${limits.maxConnections} connections open; try again soon`
        : mine >= limits.maxConnectionsPerAddress
          ? `at most ${limits.maxConnectionsPerAddress} connections from one address`
          : null;
    if (over) {
      refused++;
      if (Date.now() - lastWarning > 10_000) {
        lastWarning = Date.now();
        log.warn({ address, total, fromAddress: mine, refused }, 'connection refused: over the cap');
      }
      socket.on('error', () => undefined);
      socket.end(refusal(over), () => socket.destroy());
      // A peer that never reads must not keep this socket either.
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    total++;
    perAddress.set(address, mine + 1);
    socket.once('close', () => {
      total--;
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });

  return {
    total: () => total,
    from: (address) => perAddress.get(address) ?? 0,
    refused: () => refused,
  };
}

// The framework's matchmaking routes (`/matchmake/<method>/<room>`), guarded in front of it.
// Colyseus serves them itself on the http server, before express, with no body cap and with seat
// reservations made before any `onAuth` of ours runs. So this handler takes every request whose URL
// the framework would take, and lets through only what the web client uses: `joinById` with a valid
// session token, and `reconnect`. Rooms are made only by `POST /api/rooms`.
import { matchMaker } from '@colyseus/core';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { live } from './live.ts';
import { joinOptions, type Problem, type ProblemParams, type ProblemReason } from './protocol.ts';
import { openFinishedRoom, roomGoneReason } from './rooms.ts';
import { clientAddress } from './client-address.ts';
import { services } from './services.ts';
import { verifyToken } from './tokens.ts';

/** Bodies larger than this are refused unread, as the HTTP API does. */
export const MAX_MATCHMAKE_BODY = 16 * 1024;
/** Seats one address (or one player) may hold reserved and not yet taken, in one room. */
export const MAX_PENDING_JOINS_PER_PLAYER = 2;

const ROUTE = /^\/matchmake\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,64})$/;

class Refusal extends Error {
  readonly reason: ProblemReason;
  readonly params: ProblemParams | undefined;
  constructor(
    readonly status: number,
    said: string | Problem,
  ) {
    super(typeof said === 'string' ? said : said.message);
    this.reason = typeof said === 'string' ? reasonOfStatus(status) : said.reason;
    this.params = typeof said === 'string' ? undefined : said.params;
  }
}

function reasonOfStatus(status: number): ProblemReason {
  if (status === 401) return 'bad-token';
  if (status === 404) return 'not-found';
  return status === 413 ? 'too-large' : 'bad-request';
}

/** Put the guard in front of every request listener the framework (and express) put on `http`. */
export function guardMatchmaking(http: HttpServer): void {
  const listeners = http.listeners('request').slice() as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  http.removeAllListeners('request');
  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // The same test the framework makes: any URL with this in it would be its.
    if (req.url?.includes('/matchmake')) {
      void matchmake(req, res);
      return;
    }
    for (const listener of listeners) listener.call(http, req, res);
  });
}

function answer(
  res: ServerResponse,
  status: number,
  body: unknown,
  close = false,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...(close ? { Connection: 'close' } : {}),
    ...headers,
  });
  res.end(text);
}

async function matchmake(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const route = ROUTE.exec(req.url ?? '');
    if (req.method !== 'POST') throw new Refusal(405, 'matchmaking takes POST only');
    if (!route) throw new Refusal(404, 'no such matchmaking route');
    const [, method, roomId] = route;
    if (method !== 'joinById' && method !== 'reconnect')
      throw new Refusal(403, `"${method.slice(0, 20)}" is not offered: rooms are made with POST /api/rooms`);
    const body = await readJson(req);
    const reply = method === 'joinById' ? await joinById(roomId, body, req) : await reconnect(roomId, body);
    answer(res, 200, reply);
  } catch (err) {
    // The client library hands `code` on with the words: here it is the reason, for the page's own.
    if (err instanceof Refusal)
      return answer(
        res,
        err.status,
        { error: err.message, code: err.reason, params: err.params },
        err.status === 413,
        // A room being opened (a start, or a takeover from a process gone) is there in a moment.
        err.reason === 'room-starting' ? { 'Retry-After': String(RETRY_AFTER_S) } : {},
      );
    // The framework's own refusals (a full or locked room, an expired reconnection) carry a code.
    const e = err as { code?: number; message?: string };
    if (typeof e.code === 'number') return answer(res, 409, { code: e.code, error: e.message ?? 'refused' });
    services().log.error({ err }, 'matchmaking failed');
    answer(res, 500, { error: 'server error' });
  }
}

/** The body as JSON, read up to the cap; bigger ones are refused before they are buffered. */
function readJson(req: IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  // Not read at all: the answer closes the connection.
  if (declared > MAX_MATCHMAKE_BODY) return Promise.reject(new Refusal(413, 'the request is too large'));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_MATCHMAKE_BODY) {
        chunks.length = 0;
        req.pause();
        reject(new Refusal(413, 'the request is too large'));
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > MAX_MATCHMAKE_BODY) return;
      try {
        resolve(size === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch {
        reject(new Refusal(400, 'the body is not JSON'));
      }
    });
  });
}

/** Who asked for each reservation still pending, so one address cannot reserve a room full. */
const askedBy = new Map<string, { address: string; playerId: string; at: number }>();

async function joinById(roomId: string, body: unknown, req: IncomingMessage) {
  const parsed = joinOptions.safeParse(body);
  if (!parsed.success) throw new Refusal(401, 'join needs a session token ({ token, spectate })');
  const player = verifyToken(services().config.secret, parsed.data.token);
  if (!player) throw new Refusal(401, 'this session token is not valid here (it may have expired)');
  // A room elsewhere is found through Redis: with Redis away, say so now instead of waiting out
  // ioredis's queue (a room open here needs no Redis to be joined).
  if (!live.room(roomId) && services().redisUp?.() === false)
    throw new Refusal(503, {
      reason: 'server-busy',
      message: 'the room service (Redis) cannot be reached right now; try again shortly',
    });
  if (!live.room(roomId) && !(await elsewhere(roomId))) {
    // Not open in this process: a finished room opens again on demand; anything else is said.
    if (!(await openFinishedRoom(roomId))) throw await goneRefusal(roomId);
  }
  const address = clientAddress(req, services().config.trustProxy);
  checkPending(roomId, address, player.playerId);
  const reservation = await matchMaker
    .joinById(roomId, parsed.data, { token: undefined, headers: req.headers, ip: address, req })
    .catch((err: unknown) => notYetOpen(roomId, err));
  askedBy.set(reservation.sessionId, { address, playerId: player.playerId, at: Date.now() });
  return reservation;
}

function checkPending(roomId: string, address: string, playerId: string): void {
  const room = live.room(roomId) as unknown as {
    reservedSeats?: Record<string, [unknown, unknown, boolean, boolean]>;
  };
  let fromAddress = 0;
  let fromPlayer = 0;
  for (const [sessionId, seat] of Object.entries(room?.reservedSeats ?? {})) {
    // Taken seats and a dropped client's reconnection are not pending joins.
    if (seat[2] || seat[3]) continue;
    const who = askedBy.get(sessionId);
    if (who?.address === address) fromAddress++;
    if (who?.playerId === playerId) fromPlayer++;
  }
  if (fromPlayer >= MAX_PENDING_JOINS_PER_PLAYER)
    throw new Refusal(429, 'you are already joining this room; wait a moment');
  if (fromAddress >= services().config.limits.pendingJoinsPerAddress)
    throw new Refusal(429, 'too many joins from your address at once; wait a moment');
  // Reservations last 15 s: older notes are of nothing pending.
  const stale = Date.now() - 60_000;
  if (askedBy.size > 1000) for (const [id, who] of askedBy) if (who.at < stale) askedBy.delete(id);
}

async function reconnect(roomId: string, body: unknown) {
  const token = (body as { reconnectionToken?: unknown } | null)?.reconnectionToken;
  if (typeof token !== 'string' || token.length === 0 || token.length > 128)
    throw new Refusal(400, 'reconnect needs its reconnectionToken');
  if (!live.room(roomId) && !(await elsewhere(roomId))) throw await goneRefusal(roomId);
  return matchMaker
    .reconnect(roomId, { reconnectionToken: token })
    .catch((err: unknown) => notYetOpen(roomId, err));
}

/** Seconds a client waits before asking again for a room being opened. */
const RETRY_AFTER_S = 1;

/** A room not open anywhere: gone for good (404), or being opened in a moment (503, try again). */
async function goneRefusal(roomId: string): Promise<Refusal> {
  const reason = await roomGoneReason(roomId);
  return new Refusal(reason.reason === 'room-starting' ? 503 : 404, reason);
}

/**
 * A join that failed: a listing left by a process just killed, or a room that stopped while its
 * lease moves. If the room is still to be played it is being taken
 * over: 503 room-starting, not the framework's 500, and the client asks again.
 */
async function notYetOpen(roomId: string, err: unknown): Promise<never> {
  // The framework's own refusals (a full room, an expired reconnection) carry a numeric code.
  if (!services().leases || typeof (err as { code?: unknown }).code === 'number') throw err;
  // Open here already, but the Redis listing still names the dead process (it is saved again in
  // the next lease round): the same answer, the client asks again in a moment.
  const refusal = await goneRefusal(roomId);
  throw refusal.status === 503 ? refusal : err;
}

/**
 * Several processes: the room runs in another one (its Redis listing says which). The framework
 * reserves the seat there, and the reservation carries that process's public address.
 */
async function elsewhere(roomId: string): Promise<boolean> {
  if (!services().leases) return false;
  return (await matchMaker.getRoomById(roomId)) !== undefined;
}

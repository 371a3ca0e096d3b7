// The HTTP API (docs/api.md) and the web client's files.
import { matchMaker } from '@colyseus/core';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { databaseDown } from './db-postgres.ts';
import { gameEntry } from './games.ts';
import { gameListRoutes } from './game-lists.ts';
import { bad } from './http-answers.ts';
import { glossaryAt } from './glossaries.ts';
import { live } from './live.ts';
import { z } from 'zod';
import {
  ROOM_NAME,
  createRoomRequest,
  sessionRequest,
  type CreateRoomResponse,
  type GameSummary,
  type Problem,
  type SessionResponse,
} from './protocol.ts';
import { clientAddress } from './client-address.ts';
import { problem } from './problems.ts';
import { normaliseName } from './names.ts';
import { replayViewers, writeReplay } from './replay.ts';
import { BusyError, GzipCache, sendGzipJson, type JsonOut } from './replay-cache.ts';
import { checkSettings, createRoom, RoomRefusal } from './rooms.ts';
import type { ListedRoom } from './room-outbox.ts';
import { rulesRoutes } from './rules.ts';
import { services } from './services.ts';
import { GameSession } from './session.ts';
import { newPlayerId, signToken, verifyToken, type Player } from './tokens.ts';

/** No Authorization header: null; a header with a token that is not good: 'bad'. */
function playerOf(req: Request): Player | null | 'bad' {
  const auth = req.header('authorization');
  if (auth === undefined) return null;
  if (!auth.startsWith('Bearer ')) return 'bad';
  return verifyToken(services().config.secret, auth.slice('Bearer '.length)) ?? 'bad';
}

const BAD_TOKEN = 'this session token is not valid here (it may have expired): make a new session';

function newSession(res: Response, player: Player): void {
  const { secret, limits } = services().config;
  const expiresAt = Date.now() + limits.tokenHours * 3600_000;
  const body: SessionResponse = { ...player, token: signToken(secret, player, expiresAt), expiresAt };
  res.json(body);
}

/** The reason an answer of this status gives when nothing more precise is said. */
/** A room request zod refused: which setting, and for a number out of its range, the range. */
function roomRequestProblem(issue: z.core.$ZodIssue | undefined): Problem {
  const field = issue?.path.join('.') || 'body';
  const range =
    field in createRoomRequest.shape ? numberRange(field as keyof typeof createRoomRequest.shape) : null;
  if (range)
    return problem(
      'out-of-range',
      `bad room request: ${field} must be a whole number from ${range.min} to ${range.max}`,
      { field, ...range },
    );
  return problem('bad-request', `bad room request: ${field}: ${issue?.message}`, { field });
}

/** The bounds of a number setting of the room request (null for any other setting). */
function numberRange(field: keyof typeof createRoomRequest.shape): { min: number; max: number } | null {
  let schema: z.ZodType = createRoomRequest.shape[field];
  if (schema instanceof z.ZodDefault) schema = schema.unwrap() as z.ZodType;
  if (!(schema instanceof z.ZodNumber)) return null;
  const { minValue, maxValue } = schema;
  return minValue === null || maxValue === null ? null : { min: minValue, max: maxValue };
}

/**
 * Every `/api` request counts against its address (an IPv6 address by its /56, as one host holds
 * many): past the limit in a minute, 429 with the wait, and nothing is done.
 */
function apiRequestLimit(perMinute: number): RateLimitRequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req, services().config.trustProxy)),
    handler: (_req, res) =>
      bad(
        res,
        429,
        problem(
          'too-many-requests',
          `too many requests from your address: at most ${perMinute} a minute; try again in a minute`,
          { perMinute },
        ),
      ),
  });
}

function origin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

export function httpApp(webDir: string | null): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '16kb' }));
  app.use('/api', apiRequestLimit(services().config.limits.apiRequestsPerMinute));

  app.get('/healthz', (_req, res) => {
    const { restore } = services();
    const restoring =
      restore && restore.done < restore.total ? { done: restore.done, total: restore.total } : null;
    res.json({ ok: true, rooms: live.rooms().length, restoring });
  });

  app.post('/api/session', (req, res) => {
    const parsed = sessionRequest.safeParse(req.body);
    if (!parsed.success)
      return bad(res, 400, problem('bad-name', `bad session request: ${parsed.error.issues[0]?.message}`));
    const name = normaliseName(parsed.data.name);
    if (!name.ok) return bad(res, 400, problem('bad-name', name.error));
    newSession(res, { playerId: newPlayerId(), name: name.name });
  });

  // The same player and name on a fresh token: a browser renews its session while it is good.
  app.post('/api/session/renew', (req, res) => {
    const player = playerOf(req);
    if (player === null)
      return bad(res, 401, 'renewing needs the session token (Authorization: Bearer <token>)');
    if (player === 'bad') return bad(res, 401, BAD_TOKEN);
    newSession(res, player);
  });

  app.post('/api/rooms', async (req, res) => {
    const host = playerOf(req);
    if (host === 'bad') return bad(res, 401, BAD_TOKEN);
    const parsed = createRoomRequest.safeParse(req.body ?? {});
    if (!parsed.success) return bad(res, 400, roomRequestProblem(parsed.error.issues[0]));
    const unfit = checkSettings(parsed.data);
    if (unfit) return bad(res, 400, unfit);
    try {
      const room = await createRoom(parsed.data, host, clientAddress(req, services().config.trustProxy));
      const body: CreateRoomResponse = {
        roomId: room.id,
        gameId: room.gameId,
        joinUrl: `${origin(req)}/room/${room.id}`,
      };
      res.status(201).json(body);
    } catch (err) {
      if (err instanceof RoomRefusal)
        return bad(res, err.status, problem(err.reason, err.message, err.params));
      throw err;
    }
  });

  app.get('/api/rooms', async (req, res) => {
    const max = services().config.limits.roomsPageMax;
    const limit = req.query.limit === undefined ? Math.min(50, max) : Number(req.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > max)
      return bad(res, 400, `limit must be a whole number from 1 to ${max}`);
    const after = typeof req.query.after === 'string' ? req.query.after : '';
    // Oldest first, by room id within one millisecond: a stable order to page through.
    const open = (await listedRooms())
      .filter((r) => r.status !== 'finished')
      .sort((a, b) => a.createdAt - b.createdAt || a.roomId.localeCompare(b.roomId));
    const start = after ? open.findIndex((r) => r.roomId === after) + 1 : 0;
    const page = open.slice(start, start + limit);
    const rooms = page.map((r) => ({
      roomId: r.roomId,
      gameId: r.gameId,
      game: r.game,
      status: r.status,
      seats: r.seats,
      settings: r.settings,
    }));
    const next = start + limit < open.length ? page[page.length - 1].roomId : null;
    res.json({ rooms, next, total: open.length });
  });

  app.get('/api/games/:id', async (req, res) => {
    const running = live.game(req.params.id);
    if (running && running.record.status !== 'finished') return res.json(liveSummary(req.params.id));
    const game = await services().store.game(req.params.id);
    if (!game) return bad(res, 404, `no game ${req.params.id}`);
    if (game.status !== 'finished') return res.json(await keptSummary(req.params.id));
    // A finished game never changes: its summary is built once.
    await sendKept(req, res, `${game.id}:summary`, async (out) => {
      out.write(JSON.stringify(await keptSummary(game.id)));
    });
  });

  app.get('/api/games/:id/replay', async (req, res) => {
    const { store } = services();
    const game = await store.game(req.params.id);
    if (!game) return bad(res, 404, `no game ${req.params.id}`);
    if (game.status !== 'finished') return bad(res, 409, 'only a finished game can be replayed');
    const room = (await store.room(game.roomId))!;
    const viewers = replayViewers(req.query.viewer, room.seats.length);
    if (!viewers) return bad(res, 400, 'viewer must be a seat number, "spectator" or "all"');
    await sendKept(req, res, `${game.id}:replay:${viewers.join(',')}`, async (out) =>
      writeReplay(
        out,
        gameEntry(game.game)!,
        room.seats.length,
        { gameId: game.id, commandCount: game.commandCount, options: game.options },
        await store.commands(game.id),
        viewers,
      ),
    );
  });

  rulesRoutes(app, sendKept);
  gameListRoutes(app);

  // Named by its content: it never changes at this address, so the browser keeps it.
  app.get('/api/glossary/:hash', (req, res) => {
    const gz = glossaryAt(req.params.hash);
    if (!gz)
      return bad(
        res,
        404,
        `no glossary ${req.params.hash.slice(0, 40)} (join the room again for its address)`,
      );
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    sendGzipJson(req, res, gz);
  });

  app.use('/api', (_req, res) => bad(res, 404, 'no such API'));

  if (webDir) {
    app.use(express.static(webDir, { index: false, maxAge: '1h' }));
    // The web client routes by path (/room/ABC123, /replay/…): every other GET gets its page.
    const index = join(webDir, 'index.html');
    app.get(/^\/(?!api\/|healthz).*/, (_req, res) => {
      if (existsSync(index)) res.sendFile(index);
      else bad(res, 404, 'the web client is not built (npm run build)');
    });
  }

  // Malformed JSON and other request errors answer in words, never with a stack.
  app.use(
    (
      err: { status?: number; type?: string; message?: string },
      _req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      if (databaseDown(err)) {
        services().log.error({ err }, 'request refused: the database cannot be reached');
        res.setHeader('Retry-After', '5');
        return bad(
          res,
          503,
          'the database cannot be reached right now: nothing was changed, try again shortly',
        );
      }
      const status = err.status ?? 500;
      if (status >= 500) services().log.error({ err }, 'request failed');
      bad(
        res,
        status,
        err.type === 'entity.too.large'
          ? 'the request is too large'
          : status >= 500
            ? 'server error'
            : `bad request: ${err.message}`,
      );
    },
  );
  return app;
}

/** Finished games' answers, kept gzipped (made on first use: the limits are read then). */
let kept: GzipCache | null = null;

async function sendKept(req: Request, res: Response, key: string, build: (out: JsonOut) => Promise<void>) {
  const { limits } = services().config;
  kept ??= new GzipCache(limits.replayCacheBytes, limits.replayBuilds);
  try {
    sendGzipJson(req, res, await kept.get(key, build));
  } catch (err) {
    if (!(err instanceof BusyError)) throw err;
    res.setHeader('Retry-After', '5');
    bad(res, 503, err.message);
  }
}

/** The rooms of this process; with several, those of every process, from their Redis listings. */
async function listedRooms(): Promise<ListedRoom[]> {
  const here = live.rooms().map((r) => r.listingOf());
  if (!services().leases) return here;
  const ids = new Set(here.map((r) => r.roomId));
  const listings = await matchMaker.query({ name: ROOM_NAME });
  for (const l of listings) {
    const meta = l.metadata as ListedRoom | undefined;
    if (meta?.roomId && !ids.has(meta.roomId)) here.push(meta);
  }
  return here;
}

/** Forget the kept answers (a server stopped; the next one in this process has its own). */
export function dropKeptAnswers(): void {
  kept = null;
}

/** Status, progress, result and public log of a game being played or waiting in this process. */
function liveSummary(gameId: string): GameSummary {
  const running = live.game(gameId)!;
  const session = running.session;
  return {
    gameId,
    roomId: running.roomId,
    game: running.record.game,
    status: running.record.status,
    commandCount: session?.seq ?? 0,
    settings: running.record.settings,
    seats: running.seatInfo(),
    result: session?.result() ?? null,
    log: session?.log('spectator') ?? [],
    glossary: running.glossary(),
  };
}

/** The same from the database, for a game not open here (finished, or not rebuilt). */
async function keptSummary(gameId: string): Promise<GameSummary> {
  const { store } = services();
  const game = (await store.game(gameId))!;
  const room = (await store.room(game.roomId))!;
  const entry = gameEntry(game.game)!;
  const session =
    game.status === 'waiting'
      ? null
      : GameSession.replay(entry.definition, room.seats.length, game.options, await store.commands(gameId));
  return {
    gameId,
    roomId: room.id,
    game: game.game,
    status: game.status,
    commandCount: session?.seq ?? 0,
    settings: room.settings,
    seats: room.seats.map((s, seat) => ({ seat, kind: s.kind, name: s.name, connected: false })),
    result: game.result,
    log: session?.log('spectator') ?? [],
    glossary: entry.definition.glossary(game.options),
  };
}
